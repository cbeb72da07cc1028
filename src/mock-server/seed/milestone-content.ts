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
  /** docs/product-rules.md#decisions-activities: a short, safe play idea for this milestone (no medical advice). */
  activity: string
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
            activity: 'Hold your baby upright on your shoulder for a short song, supporting their back, and let them look around the room.',
          },
          {
            text: 'During tummy time, does your baby push up on their forearms or hands to lift their chest?',
            help_text: 'Lie down face to face with them on the floor; a few seconds of lifting is a great start.',
            activity: 'Lie on the floor face to face during tummy time and talk or sing, so they want to lift up and see you.',
          },
          {
            text: 'Does your baby reach out and grab a toy that is held within their reach?',
            help_text: 'Try a light rattle just above their chest and see whether both hands go for it.',
            activity: 'Hold a soft rattle just within reach above their chest, shake it gently and let them swipe and grab at it.',
          },
          {
            text: 'Does your baby roll over from their tummy onto their back?',
            help_text: 'Many babies discover this by surprise, so keep a gentle eye out during floor play.',
            activity: 'During floor play, place a bright toy just to one side so they turn and twist towards it.',
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
            activity: 'Copy your baby\'s coos back to them, then pause and wait, as if having a little conversation.',
          },
          {
            text: 'Does your baby turn their head towards you when they hear your voice?',
            help_text: 'Speak softly from one side while they are awake and settled, then watch where they look.',
            activity: 'Call their name softly from one side, then the other, and smile when they turn to find you.',
          },
          {
            text: 'When you chat to your baby, do they answer with sounds of their own, as if taking turns?',
            help_text: 'Pause after you speak; those little replies are the very first conversations.',
            activity: 'Chat during nappy changes, then pause and give them time to "answer" with sounds of their own.',
          },
          {
            text: 'Does your baby laugh, squeal or blow raspberries?',
            help_text: 'Playful noises usually appear during happy, face-to-face moments together.',
            activity: 'Play gentle tickle games or make silly faces and funny sounds, and laugh together.',
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
            activity: 'Get close, smile and talk warmly to your baby, and give them time to smile back.',
          },
          {
            text: 'Does your baby settle when you pick them up, cuddle them or speak gently to them?',
            help_text: 'Even a short pause in fussing at your touch or voice counts.',
            activity: 'Find a calming routine, like rocking while humming the same soft tune each time.',
          },
          {
            text: 'Does your baby gaze at your face with interest while you hold them?',
            help_text: 'Babies love faces; notice whether they study yours during feeds or cuddles.',
            activity: 'Hold your baby close during feeds and quiet times and let them study your face as you talk.',
          },
          {
            text: 'Does your baby seem to know familiar people and react to them differently from strangers?',
            help_text: 'Look for extra smiles or excitement when a favourite person comes into view.',
            activity: 'Let familiar family members hold and play with your baby often, and name each person as they arrive.',
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
            activity: 'Move a colourful toy slowly from side to side about 30 cm from their face and let their eyes follow.',
          },
          {
            text: 'Does your baby look at their own hands with curiosity?',
            help_text: 'Hand-watching is a favourite early pastime, often while lying on their back.',
            activity: 'Put a soft, bright wrist rattle or sock on one hand for a few minutes of play to draw their attention.',
          },
          {
            text: 'Does your baby open their mouth when they see the breast or bottle at feeding time?',
            help_text: 'This shows they are linking what they see with what comes next.',
            activity: 'Tell your baby what is coming ("Here is your milk") as you show the breast or bottle before feeds.',
          },
          {
            text: 'Does your baby explore toys by bringing them to their mouth?',
            help_text: 'Mouthing is how babies learn about shape and texture, so offer safe, clean toys.',
            activity: 'Offer clean, safe toys of different textures that are too big to swallow, and let them explore.',
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
            activity: 'Sit your baby on the floor with cushions around them and place toys in front so they lean and balance.',
          },
          {
            text: 'Does your baby get around on their own by crawling, scooting or shuffling?',
            help_text: 'Any way of getting from one spot to another counts, not only classic crawling.',
            activity: 'Place a favourite toy just out of reach on a clear floor and cheer them on as they move towards it.',
          },
          {
            text: 'Does your baby pull themselves up to stand while holding onto furniture?',
            help_text: 'A sturdy sofa or low table is a favourite support for first standing attempts.',
            activity: 'Let them practise pulling up on a sturdy sofa edge, with a toy on top as a reason to stand.',
          },
          {
            text: 'Does your baby pick up small bits of food between their thumb and pointer finger?',
            help_text: 'Offer a soft, safe finger food and watch for a neat little pinch.',
            activity: 'At mealtimes, offer soft pieces of suitable finger food, like cooked peas or banana, for them to pick up.',
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
            activity: 'Babble back to your baby with "ba-ba" or "ma-ma" sounds and take turns making them.',
          },
          {
            text: 'Does your baby wave bye-bye, either on their own or when you show them?',
            help_text: 'A flap of the hand or a copy of your wave both count.',
            activity: 'Wave and say "bye-bye" each time someone leaves, and help them wave their own hand too.',
          },
          {
            text: 'Does your baby use "mama", "dada" or another special name for a parent?',
            help_text: 'It counts when the word is clearly meant for that person.',
            activity: 'Say "mama" and "dada" while pointing to each parent during everyday play and care.',
          },
          {
            text: 'When you say "no", does your baby pause for a moment?',
            help_text: 'A brief stop or a look at your face shows they are starting to understand words.',
            activity: 'Use a calm, clear "no" with a short pause, then show them what they can play with instead.',
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
            activity: 'Let your baby watch new people from your lap first, and give them time to warm up.',
          },
          {
            text: 'Does your baby show different feelings on their face, such as happy, sad, cross or surprised?',
            help_text: 'Notice how their expression changes when something new or exciting happens.',
            activity: 'Name feelings as they happen ("You are happy!", "That was a surprise!") and show the face to match.',
          },
          {
            text: 'Does your baby look towards you when you call their name?',
            help_text: 'Try calling from a short distance when they are not too absorbed in play.',
            activity: 'Call their name in a playful voice during play, and reward a look with a big smile.',
          },
          {
            text: 'Does your baby enjoy simple back-and-forth games like peek-a-boo or pat-a-cake?',
            help_text: 'Smiles, laughs or trying to join in are all good signs.',
            activity: 'Play peek-a-boo with a scarf or your hands, and pat-a-cake with a song.',
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
            activity: 'Hide a toy under a cloth while they watch, then lift it with a cheerful "There it is!"',
          },
          {
            text: 'Does your baby bang two objects together, such as two blocks or a spoon and a cup?',
            help_text: 'Noisy play like this is an early experiment in cause and effect.',
            activity: 'Give them two wooden blocks or a spoon and a plastic cup and make music together.',
          },
          {
            text: 'Does your baby put something into a container, like a block into a bowl?',
            help_text: 'Show them once with a cup and a soft block and see whether they have a go.',
            activity: 'Show them how to drop blocks into a bowl with a "plop", then tip them out and start again.',
          },
          {
            text: 'Does your baby try to copy simple actions you make, such as clapping?',
            help_text: 'Imitation is one of the main ways little ones learn, so make it a game.',
            activity: 'Clap, wave or tap the table, then wait and see if they copy you; take turns.',
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
            activity: 'Hold both hands and walk together, then hold one hand, and let them push a sturdy toy trolley.',
          },
          {
            text: 'Can your child climb onto and down from a sofa or chair without help?',
            help_text: 'Stay close by and watch how they work out the climb for themselves.',
            activity: 'Make a safe climbing spot with a low, stable sofa or cushions, staying close to help them down feet first.',
          },
          {
            text: 'Does your child kick a ball forward?',
            help_text: 'A large, soft ball is easiest; a nudge with the foot counts too.',
            activity: 'Roll or gently kick a soft ball back and forth together in the garden or hallway.',
          },
          {
            text: 'Does your child try to feed themselves with a spoon?',
            help_text: 'Messy attempts count: the effort matters more than where the food lands.',
            activity: 'Let them hold their own spoon at meals while you help with another one, mess and all.',
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
            activity: 'Name everyday things as they touch them ("cup", "ball", "shoe") and repeat the words often.',
          },
          {
            text: 'Does your child point to show you something they want or find interesting?',
            help_text: 'Watch for a point followed by a look back at you to share the moment.',
            activity: 'When they point, say what they are pointing at ("Yes, a dog!") and point things out for them too.',
          },
          {
            text: 'Can your child follow a simple request without gestures, like "Bring me your shoes"?',
            help_text: 'Try asking without pointing, so the words do the work.',
            activity: 'Give simple requests during routines, like "Bring me your shoes", and celebrate when they do.',
          },
          {
            text: 'Does your child put two words together, such as "more milk" or "daddy go"?',
            help_text: 'Short pairings like these are a big step towards sentences.',
            activity: 'Add one word to what they say: when they say "milk", answer "more milk?"',
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
            activity: 'Show real interest when they bring you something, and talk about it together.',
          },
          {
            text: 'Does your child hug or cuddle a soft toy or doll?',
            help_text: 'Gentle, caring play shows they are practising affection.',
            activity: 'Give them a soft toy or doll and show how to hug it, feed it or put it to bed.',
          },
          {
            text: 'Does your child wander a little way from you but glance back to check you are still near?',
            help_text: 'Exploring with a quick look back shows they see you as their safe base.',
            activity: 'At the park, let them wander a little way while you stay where they can see you and wave back.',
          },
          {
            text: 'Does your child notice when someone is hurt or upset, for example by stopping or looking concerned?',
            help_text: 'Early empathy can be as small as a pause or a worried look.',
            activity: 'Talk about feelings in picture books ("The boy is sad; he fell down") and comfort toys that are "hurt".',
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
            activity: 'Give them a real cup, hairbrush or toy phone and show how each is used.',
          },
          {
            text: 'Can your child stack at least two blocks or small objects?',
            help_text: 'A tower of two that stays up, even briefly, is a success.',
            activity: 'Stack two or three big blocks together, knock them down, and let them build again.',
          },
          {
            text: 'Does your child copy household tasks, such as wiping a table or sweeping?',
            help_text: 'Give them a cloth while you tidy and see whether they join in.',
            activity: 'Give them a small cloth to help wipe the table or a child-size brush to help sweep.',
          },
          {
            text: 'Does your child try to work buttons, switches or knobs on a toy?',
            help_text: 'Pressing and turning things to see what happens is how they learn how things work.',
            activity: 'Offer toys with big buttons, switches and lids to open, and show them how each one works.',
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
            activity: 'Play a jumping game like "jump like a frog" on a soft floor, holding hands at first.',
          },
          {
            text: 'Does your child walk up a few stairs, with or without holding a rail or your hand?',
            help_text: 'Holding on is perfectly fine at this age; stay close behind them for safety.',
            activity: 'Practise on a few stairs together, holding their hand or the rail and always staying beside them.',
          },
          {
            text: 'Does your child turn the pages of a board book one at a time?',
            help_text: 'Sharing a favourite book is a relaxed way to notice this.',
            activity: 'Share board books with thick pages and let them turn each page to see what comes next.',
          },
          {
            text: 'Can your child thread a few large beads or pieces of pasta onto a string?',
            help_text: 'Use big beads and a stiff lace, and sit with them while they try.',
            activity: 'Thread large wooden beads or big pasta tubes onto a thick shoelace together; stay close, as small parts need supervision.',
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
            activity: 'Talk about yourself and them in play ("I am building, you are driving") so they hear "I", "me" and "we".',
          },
          {
            text: 'Can your child keep a short conversation going with at least two back-and-forth turns?',
            help_text: 'Ask about something they care about and see how many replies you get.',
            activity: 'Ask open questions about what they are doing and give them plenty of time to answer.',
          },
          {
            text: 'Does your child ask questions beginning with "what", "where", "who" or "why"?',
            help_text: 'A flood of questions is a sign of a busy, curious mind.',
            activity: 'Go on a "what is that?" walk and answer their questions, asking some back.',
          },
          {
            text: 'When asked, can your child tell you their first name?',
            help_text: 'A nickname they always use counts too.',
            activity: 'Play a name game: "What is your name?" and cheer when they say it; practise with a teddy too.',
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
            activity: 'Arrange short playdates or park visits where they can play beside other children.',
          },
          {
            text: 'Does your child call for your attention to show off what they can do, like saying "Look at me!"?',
            help_text: 'Pride in new skills is healthy, so cheer them on.',
            activity: 'Give them chances to show you something new, and respond with real interest: "Wow, show me again!"',
          },
          {
            text: 'Does your child help with simple routines when asked, such as putting toys away at tidy-up time?',
            help_text: 'Helping for a short while, with a little encouragement, counts.',
            activity: 'Make tidy-up a game with a song, and let them put toys back in a basket with you.',
          },
          {
            text: 'After you say goodbye, for example at childcare, does your child settle within a few minutes?',
            help_text: 'Some upset at parting is normal; what matters is that they calm down in time.',
            activity: 'Keep goodbyes short and warm with the same little ritual each time, and tell them when you will be back.',
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
            activity: 'Play pretend with everyday things: a block as a phone, a box as a car, a tea party for teddy.',
          },
          {
            text: 'Does your child solve simple problems, like using a small step to reach a toy?',
            help_text: 'Notice how they figure out a way around a small obstacle on their own.',
            activity: 'Set up small challenges, like a toy on a low shelf with a sturdy step nearby, and let them work it out.',
          },
          {
            text: 'Can your child point to the right colour when you ask, for example "Where is the red one?"',
            help_text: 'Knowing even one colour reliably is a good start.',
            activity: 'Play "find the red one" with coloured cups, blocks or socks, and name colours as you go.',
          },
          {
            text: 'After you show them how, can your child draw a rough circle?',
            help_text: 'A round-ish loop that closes up counts; neatness does not matter.',
            activity: 'Draw big circles together with chunky crayons on large paper, taking turns.',
          },
        ],
      },
    ],
  },
]
