import { INVITATION_VALID_DAYS } from '@/contract/sharing'
import { MAX_DOCUMENT_BYTES } from '@/contract/documents'

/**
 * The privacy policy and the terms (decision 088), written for this product: what it stores and where, who
 * sees it, sharing, export and deletion, how long things are kept. One text for the public pages (/privacy,
 * /terms) and the sign-up's dialog. Their date is in src/domain/policy.ts.
 */
export type LegalDocument = 'terms' | 'privacy'

export interface LegalSection {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
}

export interface LegalText {
  title: string
  intro: string
  sections: readonly LegalSection[]
}

const documentMegabytes = MAX_DOCUMENT_BYTES / 1024 / 1024

export const legalDocuments: Readonly<Record<LegalDocument, LegalText>> = {
  privacy: {
    title: 'Privacy Policy',
    intro:
      'First 1,000 Days keeps a record of your child’s development for you and the people you choose. This page says what it stores, where, who can see it, and how you take it with you or delete it.',
    sections: [
      {
        heading: 'In the demo, everything stays in this browser',
        paragraphs: [
          'The demo runs its server inside your browser. Everything you enter is kept in this browser’s own storage (IndexedDB) on this device, and your sign-in in its local storage. Nothing is sent to us or to anyone else, and nobody else can see it.',
          'Reset demo data (the Demo data button at the end of every page) puts the original sample data back and removes what you added. Clearing this site’s data in your browser removes it too.',
        ],
      },
      {
        heading: 'What we store',
        items: [
          'Your account: your name, e-mail address, phone number, gender, city and country, whether you want marketing updates, and your password, kept only as a salted hash that cannot be turned back into it. A new e-mail address takes effect only once you open the link sent to it (your password is asked first), and the old address is told.',
          'Each child you add: name, date of birth, sex, weight, height, birth weight, whether they were born early, health notes and an optional photo.',
          'What you record for a child: questionnaire answers and the progress they give, measurements, checklist ticks, reminders, questions for the doctor, vaccine doses, well-child visits and health documents.',
          'Sharing: who has access to each child and in which role, and the invitations sent (the address invited, the role, when it expires).',
          'Sign-in sessions: a random token for each device you sign in on, stored only as a hash.',
        ],
      },
      {
        heading: 'Health documents',
        paragraphs: [
          `You can keep letters, results and other papers about your child as PDF, JPEG, PNG or WebP files of up to ${documentMegabytes} MB. We check the file’s type from its contents, store it with the child’s record, and hand it only to the people who may see that child; it is never shown as a web page, and browsers are told not to keep a copy.`,
        ],
      },
      {
        heading: 'Who can see it',
        items: [
          'You see your own account and everything about the children you own.',
          'People you share a child with see that child, as their role allows (below). They see nothing about your other children or your account beyond your name.',
          'Administrators see account details (name, e-mail address, phone, city, country, role) in order to run the service and help you. They do not see your children through the app; the overview they have counts answers without naming any child.',
          'We never sell your data, show no advertising and use no tracking or analytics services.',
        ],
      },
      {
        heading: 'How sharing works',
        paragraphs: [
          `The parent who adds a child is its Owner. The Owner can invite someone by e-mail as a Caregiver or a Viewer; the invitation’s link works for ${INVITATION_VALID_DAYS} days and can be revoked before it is accepted. An invitation reaches an account only through its link, or once that account has confirmed the invited e-mail address.`,
        ],
        items: [
          'Owner: everything, including editing the profile, sharing, changing roles, removing access and deleting the child.',
          'Caregiver: answers milestones, adds measurements, ticks the checklist, sets reminders and records health details, and deletes only what they added; cannot edit the profile, delete the child or invite.',
          'Viewer: sees everything about the child and changes nothing.',
          'Anyone with access can leave a child shared with them, and the Owner can remove anyone’s access at any time.',
        ],
      },
      {
        heading: 'Taking your data with you',
        paragraphs: [
          'On your Account page, Download my data gives you a ZIP file with everything you gave us: your account, your children, answers, progress, measurements, checklist ticks, reminders, questions for the doctor, vaccine records, visits and health documents with their files, and what you added to children shared with you, as one JSON file and one CSV table each, with a README that names this policy’s date. The summary for the doctor can be printed or saved as a PDF.',
        ],
      },
      {
        heading: 'Deleting your data',
        items: [
          'An Owner can delete a child: the child, its photo and everything recorded for it go at once, for everyone it was shared with.',
          'Delete my account (on your Account page, with your password) deletes your account, your sessions, the invitations you sent and the children you own; a child you shared can be handed over to someone it is shared with instead. Answers and measurements you gave for other people’s children stay with those children, without your name.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Your account and your children’s records: until you delete them.',
          'A sign-in: 2 hours after it was last used, and 12 hours at most; then you sign in again. Expired sessions are deleted at a later sign-in.',
          `An invitation: ${INVITATION_VALID_DAYS} days, unless it is accepted or revoked first.`,
          'Deleted data: removed at once from the stored data; nothing deleted is kept.',
        ],
      },
      {
        heading: 'Marketing e-mails',
        paragraphs: ['We send occasional updates and parenting tips only if you ticked the box at sign-up, and you can stop them at any time.'],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: ['When this policy changes, its date at the top changes with it, and the summary for the doctor and your data download name the date of the policy they were made under.'],
      },
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    intro: 'These terms are the agreement between you and First 1,000 Days when you create an account and use the app.',
    sections: [
      {
        heading: 'What the app is',
        paragraphs: [
          'First 1,000 Days helps you follow your child’s development from pregnancy to age 3: milestones, progress, health records and reminders. It offers general information and never a diagnosis, and it does not replace advice from your pediatrician or another health professional. If you are worried about your child, talk to them.',
        ],
      },
      {
        heading: 'Your account',
        items: [
          'Give true details about yourself and the children you add, and add only children you care for.',
          'Keep your password private; you are responsible for what is done with your account.',
          'You must be an adult to create an account.',
        ],
      },
      {
        heading: 'Sharing a child',
        paragraphs: [
          'When you invite someone, you decide what they may do with your child’s record. Share only with people you trust, and remove access when it is no longer needed. What the roles allow is described in the Privacy Policy.',
        ],
      },
      {
        heading: 'Fair use',
        items: [
          'Do not upload anything that is not about your child’s care, or that you have no right to share.',
          'Do not try to reach other families’ data or to disturb the service.',
          'The service limits how much can be stored, such as the size of each document, so that it works for everyone.',
        ],
      },
      {
        heading: 'The demo',
        paragraphs: [
          'The demo is for trying the app. Its data stays in your browser and may be reset at any time; do not rely on it to keep real records.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          'You can download your data and delete your account at any time from your Account page. We may close an account that breaks these terms, after telling you why when we can.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: ['When these terms change, their date at the top changes with them.'],
      },
    ],
  },
}
