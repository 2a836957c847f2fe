/**
 * The demo account a newcomer signs in with after `npm start`: created through the same code as
 * a sign-up, then filled as that user (row-level security applies) with a few habits and 60 days
 * of deterministic history.
 */
import type { Database, Queryable } from '../core/types';
import { createUser, findUserByEmail } from '../auth/users';

export const DEMO_EMAIL = 'demo@streakwise.app';
export const DEMO_PASSWORD = 'streakwise-demo';
export const DEMO_NAME = 'Demo User';
const DEMO_HISTORY_DAYS = 60;

interface DemoOption {
  label: string;
  score_value: number;
  /** Relative likelihood of this answer in the generated history. */
  weight: number;
}
interface DemoHabit {
  name: string;
  description: string;
  color: string;
  daily_target: number | null;
  /** Chance that a day was answered at all. */
  answered: number;
  questions: { question: string; options: DemoOption[] }[];
  consequences: {
    title: string;
    description: string;
    kind: 'penalty' | 'reward';
    trigger_type: string;
    threshold: number;
  }[];
}

/** A question with its options, each given as [label, score_value, weight]. */
function question(text: string, options: [string, number, number][]): DemoHabit['questions'][0] {
  return {
    question: text,
    options: options.map(([label, score_value, weight]) => ({ label, score_value, weight })),
  };
}

const HABITS: DemoHabit[] = [
  {
    name: 'Sleep',
    description: 'In bed on time, rested in the morning.',
    color: '#4f46e5',
    daily_target: 8,
    answered: 0.9,
    questions: [
      question('When did you go to bed?', [
        ['Before 23:00', 5, 5],
        ['23:00 to midnight', 3, 3],
        ['After midnight', 0, 2],
      ]),
      question('How rested did you feel?', [
        ['Fully rested', 5, 4],
        ['Okay', 3, 4],
        ['Tired', 1, 2],
      ]),
    ],
    consequences: [
      {
        title: 'No screens after 22:00 tomorrow',
        description: 'Two nights in a row without meeting the target.',
        kind: 'penalty',
        trigger_type: 'missed_days',
        threshold: 2,
      },
    ],
  },
  {
    name: 'Exercise',
    description: 'Move every day, even a little.',
    color: '#16a34a',
    daily_target: 6,
    answered: 0.8,
    questions: [
      question('How long did you exercise?', [
        ['45 minutes or more', 6, 3],
        ['20 to 45 minutes', 4, 4],
        ['Less than 20 minutes', 2, 2],
        ['None', 0, 2],
      ]),
      question('Did you stretch?', [
        ['Yes', 2, 3],
        ['No', 0, 2],
      ]),
    ],
    consequences: [
      {
        title: 'Buy new running socks',
        description: 'A week of meeting the target every day.',
        kind: 'reward',
        trigger_type: 'streak_reached',
        threshold: 7,
      },
    ],
  },
  {
    name: 'Reading',
    description: 'Read a book, not a feed.',
    color: '#d97706',
    daily_target: 3,
    answered: 0.75,
    questions: [
      question('How much did you read?', [
        ['A chapter or more', 3, 4],
        ['A few pages', 1, 4],
        ['Nothing', 0, 2],
      ]),
    ],
    consequences: [],
  },
];

/** Small deterministic PRNG (mulberry32), so every fresh database gets the same history. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T extends { weight: number }>(items: T[], random: () => number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1];
}

/** yyyy-MM-dd of the local calendar day `daysAgo` days before `today`. */
function localDate(today: Date, daysAgo: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

async function insertHabit(
  tx: Queryable,
  habit: DemoHabit,
  position: number,
  random: () => number,
  today: Date,
) {
  const {
    rows: [{ id: habitId }],
  } = await tx.query<{ id: number }>(
    `insert into public.habit_metadata (name, description, color, daily_target, position)
     values ($1, $2, $3, $4, $5) returning id`,
    [habit.name, habit.description, habit.color, habit.daily_target, position],
  );
  const questions: { id: number; options: (DemoOption & { id: number })[] }[] = [];
  for (const [qPos, q] of habit.questions.entries()) {
    const {
      rows: [{ id: questionId }],
    } = await tx.query<{ id: number }>(
      'insert into public.question_metadata (habit_id, question, position) values ($1, $2, $3) returning id',
      [habitId, q.question, qPos],
    );
    const options: (DemoOption & { id: number })[] = [];
    for (const [oPos, o] of q.options.entries()) {
      const {
        rows: [{ id }],
      } = await tx.query<{ id: number }>(
        'insert into public.option_metadata (question_id, label, score_value, position) values ($1, $2, $3, $4) returning id',
        [questionId, o.label, o.score_value, oPos],
      );
      options.push({ ...o, id });
    }
    questions.push({ id: questionId, options });
  }
  for (const c of habit.consequences) {
    await tx.query(
      `insert into public.consequence_metadata (habit_id, title, description, kind, trigger_type, threshold)
       values ($1, $2, $3, $4, $5, $6)`,
      [habitId, c.title, c.description, c.kind, c.trigger_type, c.threshold],
    );
  }

  // History: days 1..60 before today; today is left open for the demo user to answer.
  const dates: string[] = [];
  for (let daysAgo = DEMO_HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    if (random() < habit.answered) dates.push(localDate(today, daysAgo));
  }
  if (dates.length === 0) return;
  const { rows: checkmarks } = await tx.query<{ id: number; day: string }>(
    `insert into public.checkmarks_tracker (habit_id, date)
     select $1, d::date from unnest($2::text[]) as d
     returning id, to_char(date, 'YYYY-MM-DD') as day`,
    [habitId, dates],
  );
  const answers: { question_id: number; cmt_id: number; option_id: number; score_value: number }[] =
    [];
  for (const cm of checkmarks) {
    for (const q of questions) {
      const option = pick(q.options, random);
      answers.push({
        question_id: q.id,
        cmt_id: cm.id,
        option_id: option.id,
        score_value: option.score_value,
      });
    }
  }
  await tx.query(
    `insert into public.answer_entry (question_id, cmt_id, option_id, score_value)
     select question_id, cmt_id, option_id, score_value
     from jsonb_to_recordset($1::jsonb) as x(question_id bigint, cmt_id bigint, option_id bigint, score_value integer)`,
    [JSON.stringify(answers)],
  );
}

export interface DemoResult {
  created: boolean;
  userId: string;
}

/**
 * Creates the demo account and its data unless the e-mail is already registered (then nothing
 * changes: a developer's own edits to the demo data survive restarts).
 */
export async function ensureDemoData(
  db: Database,
  options: { bcryptCost?: number; today?: Date } = {},
): Promise<DemoResult> {
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing) return { created: false, userId: existing.id };

  const today = options.today ?? new Date();
  const random = prng(20240601);
  // One transaction, so a failure leaves no half-made demo account behind.
  const userId = await db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      userMetadata: { name: DEMO_NAME },
      bcryptCost: options.bcryptCost,
    });
    // From here on act as the demo user, as PostgREST would (withClaims does the same).
    const claims = { role: 'authenticated', sub: user.id, email: DEMO_EMAIL, aud: 'authenticated' };
    await tx.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', 'authenticated', true),
              set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify(claims)],
    );
    await tx.query('insert into public."User_Master" (user_id, name) values ($1, $2)', [
      user.id,
      DEMO_NAME,
    ]);
    for (const [position, habit] of HABITS.entries()) {
      await insertHabit(tx, habit, position, random, today);
    }
    return user.id;
  });
  return { created: true, userId };
}
