/**
 * Starter templates in every language of the app (docs/languages.md "Starter templates";
 * supabase/migrations/20251130001000_starter_template_languages.sql), through the repositories
 * (src/api) and supabase-js against the real migrations:
 * - each of the six languages has the six starter templates and the two starter groups, built
 *   as the English ones (the same questions, options and scores, targets, schedules, colours,
 *   consequences and groups), in its own words;
 * - a read in one language gets that language's starters and groups and the user's own
 *   templates (in whatever words), never another language's starters;
 * - create_group_from_template of a German group and create_habit_from_template of a German
 *   starter make habits in German, which keep their words when the user switches to English;
 * - a template of the user's own has no language; starters are one per language and name;
 *   the migration's statements add nothing when run again, and give a database that has only
 *   the English starters (seeded before) the other languages.
 */
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

const MIGRATION = readFileSync(
  new URL(
    '../../supabase/migrations/20251130001000_starter_template_languages.sql',
    import.meta.url,
  ),
  'utf8',
);

/** The starter templates' names in each language, in the order they are offered. */
const NAMES: Record<Locale, string[]> = {
  en: ['Sleep', 'Exercise', 'Reading', 'Meditation', 'Hydration', 'No sugar'],
  de: ['Schlaf', 'Sport', 'Lesen', 'Meditation', 'Wasser trinken', 'Kein Zucker'],
  es: ['Sueño', 'Ejercicio', 'Lectura', 'Meditación', 'Hidratación', 'Sin azúcar'],
  fr: ['Sommeil', 'Sport', 'Lecture', 'Méditation', 'Hydratation', 'Sans sucre'],
  'pt-BR': ['Sono', 'Exercício', 'Leitura', 'Meditação', 'Hidratação', 'Sem açúcar'],
  ar: ['النوم', 'الرياضة', 'القراءة', 'التأمل', 'شرب الماء', 'بلا سكر'],
};

const GROUP_NAMES: Record<Locale, string[]> = {
  en: ['Morning routine', 'Evening wind-down'],
  de: ['Morgenroutine', 'Abendritual'],
  es: ['Rutina matutina', 'Rutina nocturna'],
  fr: ['Routine du matin', 'Routine du soir'],
  'pt-BR': ['Rotina matinal', 'Rotina noturna'],
  ar: ['روتين الصباح', 'روتين المساء'],
};

let backend: TestBackend;
let client: SupabaseClient;
let userId: string;
let repos: Repositories;
let other: Repositories;

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await createTestUser(backend);
  client = a.client;
  userId = a.user.id;
  repos = createRepositories(a.client as DbClient);
  other = createRepositories((await createTestUser(backend)).client as DbClient);
});

afterAll(async () => {
  await backend?.stop();
});

/** One language's starters and groups as the app reads them. */
async function readLanguage(r: Repositories, locale: Locale) {
  const [starters, questions, consequences, groups] = await Promise.all([
    r.habitTemplate.readStarters(locale),
    r.questionTemplate.readAllWithOptions(locale),
    r.consequenceTemplate.readAll(locale),
    r.templateGroup.readAll(locale),
  ]);
  return { starters, questions, consequences, groups };
}

type Language = Awaited<ReturnType<typeof readLanguage>>;

/** Everything of a language's starters but their words. */
function structure({ starters, questions, consequences, groups }: Language) {
  return {
    templates: starters.map((t) => ({
      color: t.color,
      daily_target: t.daily_target,
      schedule: [t.freq_num, t.freq_den, t.weekdays],
      group: groups.findIndex((g) => g.id === t.template_group_id),
      questions: questions
        .filter((q) => q.template_id === t.id)
        .map((q) => ({
          kind: q.kind,
          position: q.position,
          options: q.option_template.map((o) => [o.position, o.score_value]),
        })),
      consequences: consequences
        .filter((c) => c.template_id === t.id)
        .map((c) => [c.kind, c.trigger_type, c.threshold]),
    })),
    groups: groups.map((g) => [g.color, g.position]),
  };
}

/** Every word of a language's starters and groups. */
function words({ starters, questions, consequences, groups }: Language): string[] {
  return [
    ...starters.flatMap((t) => [t.name, t.description]),
    ...questions.flatMap((q) => [q.question, ...q.option_template.map((o) => o.label)]),
    ...consequences.flatMap((c) => [c.title, c.description]),
    ...groups.flatMap((g) => [g.name, g.description]),
  ].map((w) => w ?? '');
}

describe('starter templates in every language', () => {
  it('each language has the six starters and two groups, built as the English ones, in its own words', async () => {
    const english = await readLanguage(repos, 'en');
    expect(english.starters.map((t) => t.name)).toEqual(NAMES.en);
    expect(english.starters.every((t) => t.language === 'en')).toBe(true);
    const shape = structure(english);
    expect(shape.templates.flatMap((t) => t.questions)).toHaveLength(14);
    expect(shape.templates.flatMap((t) => t.questions.flatMap((q) => q.options))).toHaveLength(47);
    expect(shape.templates.flatMap((t) => t.consequences)).toHaveLength(10);

    for (const locale of LOCALES) {
      const language = await readLanguage(repos, locale);
      expect(
        language.starters.map((t) => t.name),
        locale,
      ).toEqual(NAMES[locale]);
      expect(
        language.groups.map((g) => g.name),
        locale,
      ).toEqual(GROUP_NAMES[locale]);
      expect(
        [...language.starters, ...language.groups].every((row) => row.language === locale),
      ).toBe(true);
      expect(structure(language), locale).toEqual(shape);
      const texts = words(language);
      expect(
        texts.every((w) => w.trim().length > 0),
        locale,
      ).toBe(true);
      if (locale !== 'en') {
        // Its own words: no question, consequence or description is left in English.
        const englishTexts = new Set(words(english).filter((w) => w.length > 24));
        expect(
          texts.filter((w) => englishTexts.has(w)),
          locale,
        ).toEqual([]);
      }
    }
  });

  it("a read in German gets the German starters and groups and the user's own templates only", async () => {
    const habitId = await repos.habitMetadata.createHabit(yesNoHabitPayload('Walk the dog'));
    const own = await repos.habitTemplate.saveHabitAsTemplate(habitId);
    const theirs = await other.habitTemplate.saveHabitAsTemplate(
      await other.habitMetadata.createHabit(yesNoHabitPayload('Their template')),
    );
    expect((await repos.habitTemplate.readById(own))?.language).toBeNull();

    const german = await readLanguage(repos, 'de');
    const ownRows = await repos.habitTemplate.readByCreator(userId);
    expect(ownRows.map((t) => t.id)).toEqual([own]);
    const readable = new Set([...german.starters, ...ownRows].map((t) => t.id));
    expect(german.starters.map((t) => t.name)).toEqual(NAMES.de);
    // The questions and consequences: the German starters' and the own template's, no others.
    expect(new Set(german.questions.map((q) => q.template_id))).toEqual(readable);
    expect(german.questions.filter((q) => q.template_id === own).map((q) => q.question)).toEqual([
      'Done?',
    ]);
    expect(german.consequences.every((c) => readable.has(c.template_id))).toBe(true);
    expect(german.consequences.length).toBeGreaterThan(0);
    expect(german.questions.some((q) => q.template_id === theirs)).toBe(false);
    const english = await readLanguage(repos, 'en');
    expect(german.questions.some((q) => english.starters.some((t) => t.id === q.template_id))).toBe(
      false,
    );
    // Without a language, every readable template's rows, as before.
    const all = await repos.questionTemplate.readAllWithOptions();
    expect(all.length).toBe(6 * 14 + 1);
    expect((await repos.consequenceTemplate.readAll()).length).toBe(6 * 10);
  });

  it('a German group makes German habits, which keep their words after a switch to English', async () => {
    await repos.userSettings.save(userId, { week_start: 1, day_start_hour: 0, language: 'de' });
    const german = await readLanguage(repos, 'de');
    const morning = german.groups[0];
    const groupId = await repos.templateGroup.createGroup(morning.id);
    const fromStarter = await repos.habitTemplate.createHabitFromTemplate(
      german.starters.find((t) => t.name === 'Schlaf')!.id,
    );

    const snapshot = async () => {
      const habits = (await repos.habitMetadata.readAll()).filter(
        (h) => h.group_id === groupId || h.id === fromStarter,
      );
      return Promise.all(
        habits.map(async (h) => ({
          name: h.name,
          group: h.group_id,
          questions: (await repos.questionMetadata.readByHabitIdWithOptions(h.id)).map((q) => [
            q.question,
            ...q.option_metadata.map((o) => o.label),
          ]),
          consequences: (await repos.consequenceMetadata.readByHabitId(h.id)).map((c) => c.title),
        })),
      );
    };
    const made = await snapshot();
    expect((await repos.habitGroup.readAll()).find((g) => g.id === groupId)?.name).toBe(
      'Morgenroutine',
    );
    expect(made.map((h) => [h.name, h.group])).toEqual([
      ['Sport', groupId],
      ['Meditation', groupId],
      ['Wasser trinken', groupId],
      ['Schlaf', null],
    ]);
    // Each habit has its German template's words, all of them.
    for (const habit of made) {
      const template = german.starters.find((t) => t.name === habit.name)!;
      expect(habit.questions).toEqual(
        german.questions
          .filter((q) => q.template_id === template.id)
          .map((q) => [q.question, ...q.option_template.map((o) => o.label)]),
      );
      expect(habit.consequences).toEqual(
        german.consequences.filter((c) => c.template_id === template.id).map((c) => c.title),
      );
    }
    expect(made[0].questions[0][0]).toBe('Wie lange hast du trainiert?');
    expect(made[3].consequences).toContain('Am Sonntag ausschlafen');

    await repos.userSettings.save(userId, { week_start: 1, day_start_hour: 0, language: 'en' });
    expect(await snapshot()).toEqual(made);
  });

  it('create_group_from_template makes the habits of its own language only', async () => {
    // A French starter filed by hand under the English morning group is left out of it.
    const [enMorning] = await repos.templateGroup.readAll('en');
    const sommeil = (await repos.habitTemplate.readStarters('fr'))[0];
    await backend.db.query(
      'update public.habit_template set template_group_id = $1 where id = $2',
      [enMorning.id, sommeil.id],
    );
    try {
      const groupId = await other.templateGroup.createGroup(enMorning.id);
      const names = (await other.habitMetadata.readAll())
        .filter((h) => h.group_id === groupId)
        .map((h) => h.name);
      expect(names).toEqual(['Exercise', 'Meditation', 'Hydration']);
    } finally {
      await backend.db.query(
        'update public.habit_template set template_group_id = $1 where id = $2',
        [sommeil.template_group_id, sommeil.id],
      );
    }
  });
});

describe('languages of templates: rules', () => {
  it('a template of the user’s own has no language; starters are one per language and name', async () => {
    const own = await client.from('habit_template').insert({ name: 'Mine', language: 'de' });
    expect(own.error).toMatchObject({ code: '23514' });
    const bad = backend.db.query(
      `insert into public.habit_template (created_by, language, name) values (null, 'xx', 'X')`,
    );
    await expect(bad).rejects.toThrow(/habit_template_language_check/);
    const noLanguage = backend.db.query(
      `insert into public.habit_template (created_by, name) values (null, 'A starter')`,
    );
    await expect(noLanguage).rejects.toThrow(/habit_template_language_starter_check/);
    const twice = backend.db.query(
      `insert into public.habit_template (created_by, language, name) values (null, 'de', 'Schlaf')`,
    );
    await expect(twice).rejects.toThrow(/habit_template_starter_language_name_key/);
    const group = backend.db.query(
      `insert into public.template_group (language, name) values ('de', 'Morgenroutine')`,
    );
    await expect(group).rejects.toThrow(/template_group_language_name_key/);
  });

  it("the migration's starters add nothing when run again, and give an English-only database the other languages", async () => {
    const statements = [
      ...MIGRATION.matchAll(
        /^select private\.add_starters\('[^']+', \$json\$[\s\S]*?\$json\$::jsonb\);$/gm,
      ),
    ].map((m) => m[0]);
    expect(statements).toHaveLength(LOCALES.length);
    const counts = async () =>
      (
        await backend.db.query<{ language: string; templates: number; groups: number }>(
          `select l.language,
                  (select count(*)::int from public.habit_template t
                    where t.created_by is null and t.language = l.language) as templates,
                  (select count(*)::int from public.template_group g
                    where g.language = l.language) as groups
             from unnest($1::text[]) as l (language) order by l.language`,
          [[...LOCALES]],
        )
      ).rows;
    const before = await counts();
    expect(before.every((c) => c.templates === 6 && c.groups === 2)).toBe(true);
    const english = await readLanguage(repos, 'en');

    for (const sql of statements) await backend.db.exec(sql);
    expect(await counts()).toEqual(before);

    // As a database seeded before this migration: only the English starters.
    await backend.db.exec(
      `delete from public.habit_template where created_by is null and language <> 'en';
       delete from public.template_group where language <> 'en';`,
    );
    expect((await counts()).filter((c) => c.templates > 0).map((c) => c.language)).toEqual(['en']);
    for (const sql of statements) await backend.db.exec(sql);
    expect(await counts()).toEqual(before);
    expect(await readLanguage(repos, 'en')).toEqual(english);
    const german = await readLanguage(repos, 'de');
    expect(german.starters.map((t) => t.name)).toEqual(NAMES.de);
    expect(structure(german)).toEqual(structure(english));
  });
});
