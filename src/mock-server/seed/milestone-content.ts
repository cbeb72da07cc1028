/**
 * Seed milestone content for the mock server (docs/product-rules.md#decisions-seed).
 *
 * The substance follows recognised public developmental checklists (such as the
 * CDC "Learn the Signs. Act Early." milestones and the WHO motor milestones), but
 * every question and hint below is written in this project's own words. Answer
 * options (Yes / Sometimes / Not yet) are added by the seeding code, not here.
 */

export interface SeedQuestion {
  text: string
  help_text: string
}

export interface SeedSet {
  title: 'Movement' | 'Language' | 'Social & Emotional' | 'Cognitive'
  slug: string
  questions: SeedQuestion[]
}

export interface SeedBand {
  code: 'B0006' | 'B0612' | 'B1224' | 'B2436'
  title: string
  age_min_months: number
  age_max_months: number
  /** URL path of a file in public/seed/. */
  milestone_image: string
  /** URL path of a file in public/seed/. */
  goal_image: string
  sets: SeedSet[]
}

export const seedBands: readonly SeedBand[] = [
  {
    code: 'B0006',
    title: '0-6 Months',
    age_min_months: 0,
    age_max_months: 6,
    milestone_image: '/seed/band-b0006-milestone.svg',
    goal_image: '/seed/band-b0006-goal.svg',
    sets: [
      {
        title: 'Movement',
        slug: 'movement',
        questions: [
          {
            text: 'When you hold your baby upright against you, can they keep their head steady for a little while?',
            help_text: 'A brief, wobbly hold still counts: head control grows a little stronger every week.',
          },
          {
            text: 'During tummy time, does your baby push up on their forearms or hands to lift their chest?',
            help_text: 'Lie down face to face with them on the floor; a few seconds of lifting is a great start.',
          },
          {
            text: 'Does your baby reach out and grab a toy that is held within their reach?',
            help_text: 'Try a light rattle just above their chest and see whether both hands go for it.',
          },
          {
            text: 'Does your baby roll over from their tummy onto their back?',
            help_text: 'Many babies discover this by surprise, so keep a gentle eye out during floor play.',
          },
        ],
      },
      {
        title: 'Language',
        slug: 'language',
        questions: [
          {
            text: 'Besides crying, does your baby make soft cooing or gurgling sounds?',
            help_text: 'Listen for the little "ooh" and "aah" sounds that often come when they are calm and content.',
          },
          {
            text: 'Does your baby turn their head towards you when they hear your voice?',
            help_text: 'Speak softly from one side while they are awake and settled, then watch where they look.',
          },
          {
            text: 'When you chat to your baby, do they answer with sounds of their own, as if taking turns?',
            help_text: 'Pause after you speak; those little replies are the very first conversations.',
          },
          {
            text: 'Does your baby laugh, squeal or blow raspberries?',
            help_text: 'Playful noises usually appear during happy, face-to-face moments together.',
          },
        ],
      },
      {
        title: 'Social & Emotional',
        slug: 'social-emotional',
        questions: [
          {
            text: 'Does your baby smile back when you smile and talk to them?',
            help_text: 'A real social smile is aimed at you, often with bright eyes and wriggling arms.',
          },
          {
            text: 'Does your baby settle when you pick them up, cuddle them or speak gently to them?',
            help_text: 'Even a short pause in fussing at your touch or voice counts.',
          },
          {
            text: 'Does your baby gaze at your face with interest while you hold them?',
            help_text: 'Babies love faces; notice whether they study yours during feeds or cuddles.',
          },
          {
            text: 'Does your baby seem to know familiar people and react to them differently from strangers?',
            help_text: 'Look for extra smiles or excitement when a favourite person comes into view.',
          },
        ],
      },
      {
        title: 'Cognitive',
        slug: 'cognitive',
        questions: [
          {
            text: 'Does your baby follow a slowly moving toy or face with their eyes?',
            help_text: 'Move a colourful toy slowly from side to side about a forearm’s length away.',
          },
          {
            text: 'Does your baby look at their own hands with curiosity?',
            help_text: 'Hand-watching is a favourite early pastime, often while lying on their back.',
          },
          {
            text: 'Does your baby open their mouth when they see the breast or bottle at feeding time?',
            help_text: 'This shows they are linking what they see with what comes next.',
          },
          {
            text: 'Does your baby explore toys by bringing them to their mouth?',
            help_text: 'Mouthing is how babies learn about shape and texture, so offer safe, clean toys.',
          },
        ],
      },
    ],
  },
  {
    code: 'B0612',
    title: '6-12 Months',
    age_min_months: 6,
    age_max_months: 12,
    milestone_image: '/seed/band-b0612-milestone.svg',
    goal_image: '/seed/band-b0612-goal.svg',
    sets: [
      {
        title: 'Movement',
        slug: 'movement',
        questions: [
          {
            text: 'Can your baby sit on the floor by themselves without needing support?',
            help_text: 'Sitting steadily for a minute or so while playing with a toy is what to look for.',
          },
          {
            text: 'Does your baby get around on their own by crawling, scooting or shuffling?',
            help_text: 'Any way of getting from one spot to another counts, not only classic crawling.',
          },
          {
            text: 'Does your baby pull themselves up to stand while holding onto furniture?',
            help_text: 'A sturdy sofa or low table is a favourite support for first standing attempts.',
          },
          {
            text: 'Does your baby pick up small bits of food between their thumb and pointer finger?',
            help_text: 'Offer a soft, safe finger food and watch for a neat little pinch.',
          },
        ],
      },
      {
        title: 'Language',
        slug: 'language',
        questions: [
          {
            text: 'Does your baby babble strings of sounds like "bababa" or "mamama"?',
            help_text: 'Repeated syllables are the building blocks of first words.',
          },
          {
            text: 'Does your baby wave bye-bye, either on their own or when you show them?',
            help_text: 'A flap of the hand or a copy of your wave both count.',
          },
          {
            text: 'Does your baby use "mama", "dada" or another special name for a parent?',
            help_text: 'It counts when the word is clearly meant for that person.',
          },
          {
            text: 'When you say "no", does your baby pause for a moment?',
            help_text: 'A brief stop or a look at your face shows they are starting to understand words.',
          },
        ],
      },
      {
        title: 'Social & Emotional',
        slug: 'social-emotional',
        questions: [
          {
            text: 'Is your baby a little shy, clingy or unsure around people they do not know?',
            help_text: 'Wariness of strangers is a normal sign of a strong bond with you.',
          },
          {
            text: 'Does your baby show different feelings on their face, such as happy, sad, cross or surprised?',
            help_text: 'Notice how their expression changes when something new or exciting happens.',
          },
          {
            text: 'Does your baby look towards you when you call their name?',
            help_text: 'Try calling from a short distance when they are not too absorbed in play.',
          },
          {
            text: 'Does your baby enjoy simple back-and-forth games like peek-a-boo or pat-a-cake?',
            help_text: 'Smiles, laughs or trying to join in are all good signs.',
          },
        ],
      },
      {
        title: 'Cognitive',
        slug: 'cognitive',
        questions: [
          {
            text: 'If you hide a toy under a cloth while they watch, does your baby look for it?',
            help_text: 'Lifting the cloth, or simply searching with their eyes, shows they remember it is there.',
          },
          {
            text: 'Does your baby bang two objects together, such as two blocks or a spoon and a cup?',
            help_text: 'Noisy play like this is an early experiment in cause and effect.',
          },
          {
            text: 'Does your baby put something into a container, like a block into a bowl?',
            help_text: 'Show them once with a cup and a soft block and see whether they have a go.',
          },
          {
            text: 'Does your baby try to copy simple actions you make, such as clapping?',
            help_text: 'Imitation is one of the main ways little ones learn, so make it a game.',
          },
        ],
      },
    ],
  },
  {
    code: 'B1224',
    title: '12-24 Months',
    age_min_months: 12,
    age_max_months: 24,
    milestone_image: '/seed/band-b1224-milestone.svg',
    goal_image: '/seed/band-b1224-goal.svg',
    sets: [
      {
        title: 'Movement',
        slug: 'movement',
        questions: [
          {
            text: 'Does your child walk several steps on their own without holding on?',
            help_text: 'Wobbly, wide-legged steps are completely typical at first.',
          },
          {
            text: 'Can your child climb onto and down from a sofa or chair without help?',
            help_text: 'Stay close by and watch how they work out the climb for themselves.',
          },
          {
            text: 'Does your child kick a ball forward?',
            help_text: 'A large, soft ball is easiest; a nudge with the foot counts too.',
          },
          {
            text: 'Does your child try to feed themselves with a spoon?',
            help_text: 'Messy attempts count: the effort matters more than where the food lands.',
          },
        ],
      },
      {
        title: 'Language',
        slug: 'language',
        questions: [
          {
            text: 'Apart from "mama" or "dada", does your child say at least one or two other words?',
            help_text: 'Partial words like "ba" for ball count if they use them consistently.',
          },
          {
            text: 'Does your child point to show you something they want or find interesting?',
            help_text: 'Watch for a point followed by a look back at you to share the moment.',
          },
          {
            text: 'Can your child follow a simple request without gestures, like "Bring me your shoes"?',
            help_text: 'Try asking without pointing, so the words do the work.',
          },
          {
            text: 'Does your child put two words together, such as "more milk" or "daddy go"?',
            help_text: 'Short pairings like these are a big step towards sentences.',
          },
        ],
      },
      {
        title: 'Social & Emotional',
        slug: 'social-emotional',
        questions: [
          {
            text: 'Does your child bring or hold up something they like to show you?',
            help_text: 'Sharing their finds with you is a lovely sign of connection.',
          },
          {
            text: 'Does your child hug or cuddle a soft toy or doll?',
            help_text: 'Gentle, caring play shows they are practising affection.',
          },
          {
            text: 'Does your child wander a little way from you but glance back to check you are still near?',
            help_text: 'Exploring with a quick look back shows they see you as their safe base.',
          },
          {
            text: 'Does your child notice when someone is hurt or upset, for example by stopping or looking concerned?',
            help_text: 'Early empathy can be as small as a pause or a worried look.',
          },
        ],
      },
      {
        title: 'Cognitive',
        slug: 'cognitive',
        questions: [
          {
            text: 'Does your child use everyday objects the way they are meant to be used, like a cup, brush or phone?',
            help_text: 'Pretending to comb their hair or chat on a phone counts.',
          },
          {
            text: 'Can your child stack at least two blocks or small objects?',
            help_text: 'A tower of two that stays up, even briefly, is a success.',
          },
          {
            text: 'Does your child copy household tasks, such as wiping a table or sweeping?',
            help_text: 'Give them a cloth while you tidy and see whether they join in.',
          },
          {
            text: 'Does your child try to work buttons, switches or knobs on a toy?',
            help_text: 'Pressing and turning things to see what happens is how they learn how things work.',
          },
        ],
      },
    ],
  },
  {
    code: 'B2436',
    title: '2-3 Years',
    age_min_months: 24,
    age_max_months: 36,
    milestone_image: '/seed/band-b2436-milestone.svg',
    goal_image: '/seed/band-b2436-goal.svg',
    sets: [
      {
        title: 'Movement',
        slug: 'movement',
        questions: [
          {
            text: 'Can your child jump up with both feet leaving the ground at the same time?',
            help_text: 'A small hop on the spot is enough; make it a game of jumping like a frog.',
          },
          {
            text: 'Does your child walk up a few stairs, with or without holding a rail or your hand?',
            help_text: 'Holding on is perfectly fine at this age; stay close behind them for safety.',
          },
          {
            text: 'Does your child turn the pages of a board book one at a time?',
            help_text: 'Sharing a favourite book is a relaxed way to notice this.',
          },
          {
            text: 'Can your child thread a few large beads or pieces of pasta onto a string?',
            help_text: 'Use big beads and a stiff lace, and sit with them while they try.',
          },
        ],
      },
      {
        title: 'Language',
        slug: 'language',
        questions: [
          {
            text: 'Does your child use words like "I", "me" or "we" when talking about themselves?',
            help_text: 'Phrases like "me do it" count, even if the grammar is still playful.',
          },
          {
            text: 'Can your child keep a short conversation going with at least two back-and-forth turns?',
            help_text: 'Ask about something they care about and see how many replies you get.',
          },
          {
            text: 'Does your child ask questions beginning with "what", "where", "who" or "why"?',
            help_text: 'A flood of questions is a sign of a busy, curious mind.',
          },
          {
            text: 'When asked, can your child tell you their first name?',
            help_text: 'A nickname they always use counts too.',
          },
        ],
      },
      {
        title: 'Social & Emotional',
        slug: 'social-emotional',
        questions: [
          {
            text: 'Does your child play alongside other children, and sometimes join in with them?',
            help_text: 'Playing side by side is a normal step before truly shared games.',
          },
          {
            text: 'Does your child call for your attention to show off what they can do, like saying "Look at me!"?',
            help_text: 'Pride in new skills is healthy, so cheer them on.',
          },
          {
            text: 'Does your child help with simple routines when asked, such as putting toys away at tidy-up time?',
            help_text: 'Helping for a short while, with a little encouragement, counts.',
          },
          {
            text: 'After you say goodbye, for example at childcare, does your child settle within a few minutes?',
            help_text: 'Some upset at parting is normal; what matters is that they calm down in time.',
          },
        ],
      },
      {
        title: 'Cognitive',
        slug: 'cognitive',
        questions: [
          {
            text: 'Does your child pretend one thing is another, like using a block as a phone or feeding a teddy?',
            help_text: 'Make-believe play shows a growing imagination.',
          },
          {
            text: 'Does your child solve simple problems, like using a small step to reach a toy?',
            help_text: 'Notice how they figure out a way around a small obstacle on their own.',
          },
          {
            text: 'Can your child point to the right colour when you ask, for example "Where is the red one?"',
            help_text: 'Knowing even one colour reliably is a good start.',
          },
          {
            text: 'After you show them how, can your child draw a rough circle?',
            help_text: 'A round-ish loop that closes up counts; neatness does not matter.',
          },
        ],
      },
    ],
  },
]
