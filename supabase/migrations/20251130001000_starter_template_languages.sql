-- Starter templates in every language of the app (docs/languages.md "Starter templates"): each
-- starter template (habit_template with created_by null, its questions, options and
-- consequences) and each starter template group exists once per language, in that language's
-- words, with the same scores, targets, schedules and colours as the English one. The app shows
-- the starters of the user's language (and the user's own templates, in whatever words they
-- were written); a habit made from one copies its words (create_habit_from_template), so it keeps
-- them when the user changes language.
--
-- * habit_template.language: a starter's language, one of the app's six (LOCALES in
--   src/lib/i18n/locales.ts, as user_settings_language_check); null for a user's own template.
--   A starter has one, an own template none (habit_template_language_starter_check), so nobody
--   makes a template of their own pass for a starter of a language. Starters are unique by
--   (language, name), an index that also serves the app's read of one language's starters.
-- * template_group.language: the same, for every template group (starters all); unique by
--   (language, name).
-- * Starters and starter groups already here (English, from supabase/seed.sql and
--   20251129001000_create_template_groups.sql) become 'en'.
-- * create_group_from_template makes a habit from each of the group's templates of the group's
--   language (the templates are filed by language below; the condition keeps a group from ever
--   mixing languages).
-- * private.add_starters(language, {templates, groups}): adds one language's starter templates
--   and groups, each unless a starter of that language and name is already here (so running it
--   again adds nothing, and a starter changed by hand stays as it is), and files the language's
--   starter templates under its groups by name where they are in no group yet. Owner only.
-- * Then every language's starters, English included: a database seeded before this migration
--   (supabase/seed.sql runs once per database: the local backend records it by path, the
--   Supabase CLI re-hashes a changed seed without running it) gets the other five languages
--   here; a new one gets all six, and seed.sql has nothing left to add.
--
-- The English texts are the ones supabase/seed.sql shipped; the translations keep their
-- meaning, address the user as the app does in each language (du, tú, vous, você), and are
-- gender-neutral where the language allows (infinitives and nouns rather than participles;
-- Arabic verbal nouns and impersonal questions).

alter table public.habit_template
  add column language text
    constraint habit_template_language_check
    check (language in ('en', 'de', 'es', 'fr', 'pt-BR', 'ar'));

update public.habit_template set language = 'en' where created_by is null;

alter table public.habit_template
  add constraint habit_template_language_starter_check
    check ((created_by is null) = (language is not null));

create unique index habit_template_starter_language_name_key
  on public.habit_template (language, name) where created_by is null;

alter table public.template_group
  add column language text not null default 'en'
    constraint template_group_language_check
    check (language in ('en', 'de', 'es', 'fr', 'pt-BR', 'ar'));

alter table public.template_group alter column language drop default;

alter table public.template_group
  add constraint template_group_language_name_key unique (language, name);

-- ---------------------------------------------------------------------------------------------
-- As in 20251129001000_create_template_groups.sql, with the group's language.
create or replace function public.create_group_from_template(p_group_id bigint)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := private.require_user();
  v_template_group public.template_group;
  v_group_id bigint;
  v_position integer;
  v_template_id bigint;
  v_habit_id bigint;
begin
  select * into v_template_group from public.template_group g where g.id = p_group_id;
  if not found then
    raise exception 'Template group % not found', p_group_id using errcode = '23503';
  end if;
  if not exists (
    select 1 from public.habit_template t
     where t.template_group_id = p_group_id and t.language = v_template_group.language
  ) then
    raise exception 'Template group % has no templates', p_group_id using errcode = '22023';
  end if;

  -- After the caller's other groups; the caller's habit-list lock (20251128000500_habit_list_lock)
  -- makes a concurrent create, import or reordering wait, even when there is no group yet.
  perform private.lock_habit_list();
  select coalesce(max(g.position) + 1, 0) into v_position
    from public.habit_group g where g.created_by = v_uid;
  insert into public.habit_group (name, color, position)
  values (v_template_group.name, v_template_group.color, v_position)
  returning id into v_group_id;

  for v_template_id in
    select t.id from public.habit_template t
     where t.template_group_id = p_group_id and t.language = v_template_group.language
     order by t.id
  loop
    v_habit_id := public.create_habit_from_template(v_template_id);
    update public.habit_metadata h set group_id = v_group_id where h.id = v_habit_id;
  end loop;
  return v_group_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- p_starters: {"templates": [...], "groups": [...]}. A template: name, description, color,
-- daily_target, an optional schedule (freq_num / freq_den, or weekdays; left out: every day),
-- questions (question, options: label, score_value) and consequences (title, description, kind,
-- trigger_type, threshold). A group: name, description, color, position and the names of its
-- templates in that language.
create or replace function private.add_starters(p_language text, p_starters jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_template jsonb;
  v_question jsonb;
  v_option jsonb;
  v_consequence jsonb;
  v_group jsonb;
  v_template_id bigint;
  v_question_id bigint;
  v_question_pos integer;
  v_option_pos integer;
begin
  for v_template in select value from jsonb_array_elements(p_starters -> 'templates') loop
    -- Already here (a second run, or a starter added by hand): left as it is.
    if exists (
      select 1 from public.habit_template t
       where t.created_by is null and t.language = p_language and t.name = v_template ->> 'name'
    ) then
      continue;
    end if;

    -- created_by is set to null explicitly: its default is auth.uid().
    insert into public.habit_template
      (created_by, language, name, description, color, daily_target, freq_num, freq_den, weekdays)
    values (
      null,
      p_language,
      v_template ->> 'name',
      v_template ->> 'description',
      v_template ->> 'color',
      (v_template ->> 'daily_target')::integer,
      coalesce((v_template ->> 'freq_num')::integer, 1),
      coalesce((v_template ->> 'freq_den')::integer, 1),
      (v_template ->> 'weekdays')::smallint
    )
    returning id into v_template_id;

    v_question_pos := 0;
    for v_question in select value from jsonb_array_elements(v_template -> 'questions') loop
      insert into public.question_template (created_by, template_id, question, position)
      values (null, v_template_id, v_question ->> 'question', v_question_pos)
      returning id into v_question_id;

      v_option_pos := 0;
      for v_option in select value from jsonb_array_elements(v_question -> 'options') loop
        insert into public.option_template (created_by, que_temp_id, label, score_value, position)
        values (
          null,
          v_question_id,
          v_option ->> 'label',
          (v_option ->> 'score_value')::integer,
          v_option_pos
        );
        v_option_pos := v_option_pos + 1;
      end loop;
      v_question_pos := v_question_pos + 1;
    end loop;

    for v_consequence in select value from jsonb_array_elements(v_template -> 'consequences') loop
      insert into public.consequence_template
        (created_by, template_id, title, description, kind, trigger_type, threshold)
      values (
        null,
        v_template_id,
        v_consequence ->> 'title',
        v_consequence ->> 'description',
        v_consequence ->> 'kind',
        v_consequence ->> 'trigger_type',
        (v_consequence ->> 'threshold')::integer
      );
    end loop;
  end loop;

  for v_group in select value from jsonb_array_elements(p_starters -> 'groups') loop
    insert into public.template_group (language, name, description, color, position)
    values (
      p_language,
      v_group ->> 'name',
      v_group ->> 'description',
      v_group ->> 'color',
      (v_group ->> 'position')::integer
    )
    on conflict (language, name) do nothing;

    update public.habit_template t
       set template_group_id = g.id
      from public.template_group g
     where g.language = p_language
       and g.name = v_group ->> 'name'
       and t.created_by is null
       and t.language = p_language
       and t.name in (select jsonb_array_elements_text(v_group -> 'templates'))
       and t.template_group_id is null;
  end loop;
end;
$$;

revoke all on function private.add_starters(text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Each language's starters.

-- English
select private.add_starters('en', $json$
{
  "templates": [
    {
      "name": "Sleep",
      "description": "In bed on time, seven hours or more, and rested in the morning.",
      "color": "#4f46e5",
      "daily_target": 8,
      "questions": [
        {
          "question": "When did you go to bed?",
          "options": [
            { "label": "Before 23:00", "score_value": 5 },
            { "label": "23:00 to midnight", "score_value": 3 },
            { "label": "After midnight", "score_value": 0 }
          ]
        },
        {
          "question": "How long did you sleep?",
          "options": [
            { "label": "8 hours or more", "score_value": 4 },
            { "label": "7 to 8 hours", "score_value": 3 },
            { "label": "6 to 7 hours", "score_value": 1 },
            { "label": "Less than 6 hours", "score_value": 0 }
          ]
        },
        {
          "question": "How rested did you feel?",
          "options": [
            { "label": "Fully rested", "score_value": 3 },
            { "label": "Okay", "score_value": 2 },
            { "label": "Tired", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "No screens after 22:00 tomorrow",
          "description": "Two nights in a row without meeting the target.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Lie in on Sunday",
          "description": "A full week of good nights.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 7
        }
      ]
    },
    {
      "name": "Exercise",
      "description": "Three workouts a week; the rest days between them count for you, not against you.",
      "color": "#16a34a",
      "daily_target": 6,
      "freq_num": 3,
      "freq_den": 7,
      "questions": [
        {
          "question": "How long did you exercise?",
          "options": [
            { "label": "45 minutes or more", "score_value": 6 },
            { "label": "20 to 45 minutes", "score_value": 4 },
            { "label": "Less than 20 minutes", "score_value": 2 },
            { "label": "None", "score_value": 0 }
          ]
        },
        {
          "question": "How hard was it?",
          "options": [
            { "label": "Out of breath", "score_value": 3 },
            { "label": "Moderate", "score_value": 2 },
            { "label": "Easy", "score_value": 1 }
          ]
        },
        {
          "question": "Did you stretch?",
          "options": [
            { "label": "Yes", "score_value": 2 },
            { "label": "No", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Buy new running socks",
          "description": "Two weeks on track: three good workouts in every seven days.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 14
        },
        {
          "title": "Take the stairs all next week",
          "description": "A week under half of what three good workouts score.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 50
        }
      ]
    },
    {
      "name": "Reading",
      "description": "Read a book, not a feed, five days a week.",
      "color": "#d97706",
      "daily_target": 4,
      "freq_num": 5,
      "freq_den": 7,
      "questions": [
        {
          "question": "How much did you read?",
          "options": [
            { "label": "A chapter or more", "score_value": 4 },
            { "label": "10 pages or more", "score_value": 3 },
            { "label": "A few pages", "score_value": 1 },
            { "label": "Nothing", "score_value": 0 }
          ]
        },
        {
          "question": "Did you read without your phone nearby?",
          "options": [
            { "label": "Yes", "score_value": 2 },
            { "label": "Partly", "score_value": 1 },
            { "label": "No", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Pick a new book at the bookshop",
          "description": "Three weeks of reading every day.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 21
        }
      ]
    },
    {
      "name": "Meditation",
      "description": "A few quiet minutes of breathing, every day.",
      "color": "#0891b2",
      "daily_target": 5,
      "questions": [
        {
          "question": "How long did you meditate?",
          "options": [
            { "label": "20 minutes or more", "score_value": 5 },
            { "label": "10 to 20 minutes", "score_value": 4 },
            { "label": "Under 10 minutes", "score_value": 2 },
            { "label": "Not today", "score_value": 0 }
          ]
        },
        {
          "question": "How focused were you?",
          "options": [
            { "label": "Calm and present", "score_value": 2 },
            { "label": "Mind wandered", "score_value": 1 },
            { "label": "Restless", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Ten minutes first thing tomorrow",
          "description": "Three days in a row without a session.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 3
        },
        {
          "title": "An evening at the spa",
          "description": "A month of daily practice.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 30
        }
      ]
    },
    {
      "name": "Hydration",
      "description": "Eight glasses of water a day, fewer sugary drinks.",
      "color": "#2563eb",
      "daily_target": 5,
      "questions": [
        {
          "question": "How many glasses of water did you drink?",
          "options": [
            { "label": "8 or more", "score_value": 5 },
            { "label": "5 to 7", "score_value": 3 },
            { "label": "2 to 4", "score_value": 1 },
            { "label": "1 or none", "score_value": 0 }
          ]
        },
        {
          "question": "Any soda or energy drinks?",
          "options": [
            { "label": "None", "score_value": 2 },
            { "label": "One", "score_value": 0 },
            { "label": "Two or more", "score_value": -2 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Carry a water bottle all next week",
          "description": "A week under 60 % of the possible score.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 60
        }
      ]
    },
    {
      "name": "No sugar",
      "description": "No sweets, desserts or sugary snacks. A relapse costs points.",
      "color": "#db2777",
      "daily_target": 0,
      "questions": [
        {
          "question": "Did you eat sweets or dessert?",
          "options": [
            { "label": "None at all", "score_value": 5 },
            { "label": "A small bite", "score_value": 0 },
            { "label": "One portion", "score_value": -5 },
            { "label": "Binged", "score_value": -10 }
          ]
        },
        {
          "question": "How strong were the cravings?",
          "options": [
            { "label": "None", "score_value": 2 },
            { "label": "Manageable", "score_value": 1 },
            { "label": "Strong", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Donate the snack money",
          "description": "Two relapse days in a row.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "A good coffee out",
          "description": "Ten sugar-free days in a row.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 10
        }
      ]
    }
  ],
  "groups": [
    {
      "name": "Morning routine",
      "description": "Start the day awake and steady: some movement, a few quiet minutes, enough water.",
      "color": "#ea580c",
      "position": 0,
      "templates": ["Exercise", "Meditation", "Hydration"]
    },
    {
      "name": "Evening wind-down",
      "description": "End the day well: a chapter of a book, no late sugar, and to bed on time.",
      "color": "#4f46e5",
      "position": 1,
      "templates": ["Reading", "No sugar", "Sleep"]
    }
  ]
}
$json$::jsonb);

-- German
select private.add_starters('de', $json$
{
  "templates": [
    {
      "name": "Schlaf",
      "description": "Pünktlich ins Bett, sieben Stunden oder mehr schlafen und morgens ausgeruht aufwachen.",
      "color": "#4f46e5",
      "daily_target": 8,
      "questions": [
        {
          "question": "Wann bist du ins Bett gegangen?",
          "options": [
            { "label": "Vor 23:00", "score_value": 5 },
            { "label": "23:00 bis Mitternacht", "score_value": 3 },
            { "label": "Nach Mitternacht", "score_value": 0 }
          ]
        },
        {
          "question": "Wie lange hast du geschlafen?",
          "options": [
            { "label": "8 Stunden oder mehr", "score_value": 4 },
            { "label": "7 bis 8 Stunden", "score_value": 3 },
            { "label": "6 bis 7 Stunden", "score_value": 1 },
            { "label": "Weniger als 6 Stunden", "score_value": 0 }
          ]
        },
        {
          "question": "Wie ausgeruht hast du dich gefühlt?",
          "options": [
            { "label": "Völlig ausgeruht", "score_value": 3 },
            { "label": "Okay", "score_value": 2 },
            { "label": "Müde", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Morgen keine Bildschirme nach 22:00",
          "description": "Zwei Nächte hintereinander unter dem Ziel.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Am Sonntag ausschlafen",
          "description": "Eine ganze Woche mit guten Nächten.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 7
        }
      ]
    },
    {
      "name": "Sport",
      "description": "Drei Trainings pro Woche; die Ruhetage dazwischen zählen für dich, nicht gegen dich.",
      "color": "#16a34a",
      "daily_target": 6,
      "freq_num": 3,
      "freq_den": 7,
      "questions": [
        {
          "question": "Wie lange hast du trainiert?",
          "options": [
            { "label": "45 Minuten oder mehr", "score_value": 6 },
            { "label": "20 bis 45 Minuten", "score_value": 4 },
            { "label": "Weniger als 20 Minuten", "score_value": 2 },
            { "label": "Gar nicht", "score_value": 0 }
          ]
        },
        {
          "question": "Wie anstrengend war es?",
          "options": [
            { "label": "Außer Atem", "score_value": 3 },
            { "label": "Mittel", "score_value": 2 },
            { "label": "Leicht", "score_value": 1 }
          ]
        },
        {
          "question": "Hast du dich gedehnt?",
          "options": [
            { "label": "Ja", "score_value": 2 },
            { "label": "Nein", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Neue Laufsocken kaufen",
          "description": "Zwei Wochen auf Kurs: drei gute Trainings in jeweils sieben Tagen.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 14
        },
        {
          "title": "Die ganze nächste Woche Treppe statt Aufzug",
          "description": "Eine Woche unter der Hälfte dessen, was drei gute Trainings an Punkten bringen.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 50
        }
      ]
    },
    {
      "name": "Lesen",
      "description": "Ein Buch lesen, keinen Feed, an fünf Tagen pro Woche.",
      "color": "#d97706",
      "daily_target": 4,
      "freq_num": 5,
      "freq_den": 7,
      "questions": [
        {
          "question": "Wie viel hast du gelesen?",
          "options": [
            { "label": "Ein Kapitel oder mehr", "score_value": 4 },
            { "label": "10 Seiten oder mehr", "score_value": 3 },
            { "label": "Ein paar Seiten", "score_value": 1 },
            { "label": "Nichts", "score_value": 0 }
          ]
        },
        {
          "question": "Hast du ohne Handy in der Nähe gelesen?",
          "options": [
            { "label": "Ja", "score_value": 2 },
            { "label": "Teilweise", "score_value": 1 },
            { "label": "Nein", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "In der Buchhandlung ein neues Buch aussuchen",
          "description": "Drei Wochen lang jeden Tag gelesen.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 21
        }
      ]
    },
    {
      "name": "Meditation",
      "description": "Ein paar ruhige Minuten bewusst atmen, jeden Tag.",
      "color": "#0891b2",
      "daily_target": 5,
      "questions": [
        {
          "question": "Wie lange hast du meditiert?",
          "options": [
            { "label": "20 Minuten oder mehr", "score_value": 5 },
            { "label": "10 bis 20 Minuten", "score_value": 4 },
            { "label": "Unter 10 Minuten", "score_value": 2 },
            { "label": "Heute nicht", "score_value": 0 }
          ]
        },
        {
          "question": "Wie konzentriert warst du?",
          "options": [
            { "label": "Ruhig und präsent", "score_value": 2 },
            { "label": "Gedanken schweiften ab", "score_value": 1 },
            { "label": "Unruhig", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Morgen früh als Erstes zehn Minuten",
          "description": "Drei Tage hintereinander ohne Sitzung.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 3
        },
        {
          "title": "Ein Abend im Spa",
          "description": "Einen Monat lang jeden Tag geübt.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 30
        }
      ]
    },
    {
      "name": "Wasser trinken",
      "description": "Acht Gläser Wasser am Tag, weniger süße Getränke.",
      "color": "#2563eb",
      "daily_target": 5,
      "questions": [
        {
          "question": "Wie viele Gläser Wasser hast du getrunken?",
          "options": [
            { "label": "8 oder mehr", "score_value": 5 },
            { "label": "5 bis 7", "score_value": 3 },
            { "label": "2 bis 4", "score_value": 1 },
            { "label": "1 oder keins", "score_value": 0 }
          ]
        },
        {
          "question": "Limo oder Energydrinks?",
          "options": [
            { "label": "Keine", "score_value": 2 },
            { "label": "Eins", "score_value": 0 },
            { "label": "Zwei oder mehr", "score_value": -2 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Die ganze nächste Woche eine Wasserflasche dabeihaben",
          "description": "Eine Woche unter 60 % der möglichen Punkte.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 60
        }
      ]
    },
    {
      "name": "Kein Zucker",
      "description": "Keine Süßigkeiten, Desserts oder zuckrigen Snacks. Ein Rückfall kostet Punkte.",
      "color": "#db2777",
      "daily_target": 0,
      "questions": [
        {
          "question": "Hast du Süßes oder Nachtisch gegessen?",
          "options": [
            { "label": "Gar nichts", "score_value": 5 },
            { "label": "Einen kleinen Bissen", "score_value": 0 },
            { "label": "Eine Portion", "score_value": -5 },
            { "label": "Viel zu viel", "score_value": -10 }
          ]
        },
        {
          "question": "Wie stark war das Verlangen?",
          "options": [
            { "label": "Gar nicht", "score_value": 2 },
            { "label": "Beherrschbar", "score_value": 1 },
            { "label": "Stark", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Das Snackgeld spenden",
          "description": "Zwei Rückfalltage hintereinander.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Auswärts einen guten Kaffee trinken",
          "description": "Zehn zuckerfreie Tage hintereinander.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 10
        }
      ]
    }
  ],
  "groups": [
    {
      "name": "Morgenroutine",
      "description": "Wach und ausgeglichen in den Tag: etwas Bewegung, ein paar ruhige Minuten, genug Wasser.",
      "color": "#ea580c",
      "position": 0,
      "templates": ["Sport", "Meditation", "Wasser trinken"]
    },
    {
      "name": "Abendritual",
      "description": "Den Tag gut ausklingen lassen: ein Kapitel lesen, spät kein Zucker mehr und pünktlich ins Bett.",
      "color": "#4f46e5",
      "position": 1,
      "templates": ["Lesen", "Kein Zucker", "Schlaf"]
    }
  ]
}
$json$::jsonb);

-- Spanish
select private.add_starters('es', $json$
{
  "templates": [
    {
      "name": "Sueño",
      "description": "Acostarse a tiempo, dormir siete horas o más y despertar con energía.",
      "color": "#4f46e5",
      "daily_target": 8,
      "questions": [
        {
          "question": "¿A qué hora te acostaste?",
          "options": [
            { "label": "Antes de las 23:00", "score_value": 5 },
            { "label": "De 23:00 a medianoche", "score_value": 3 },
            { "label": "Después de medianoche", "score_value": 0 }
          ]
        },
        {
          "question": "¿Cuánto dormiste?",
          "options": [
            { "label": "8 horas o más", "score_value": 4 },
            { "label": "De 7 a 8 horas", "score_value": 3 },
            { "label": "De 6 a 7 horas", "score_value": 1 },
            { "label": "Menos de 6 horas", "score_value": 0 }
          ]
        },
        {
          "question": "¿Cómo te sentiste al despertar?",
          "options": [
            { "label": "Con pleno descanso", "score_value": 3 },
            { "label": "Bien", "score_value": 2 },
            { "label": "Con cansancio", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Mañana, sin pantallas después de las 22:00",
          "description": "Dos noches seguidas sin alcanzar el objetivo.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Dormir hasta tarde el domingo",
          "description": "Una semana entera durmiendo bien.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 7
        }
      ]
    },
    {
      "name": "Ejercicio",
      "description": "Tres entrenamientos a la semana; los días de descanso entre ellos cuentan a tu favor, no en tu contra.",
      "color": "#16a34a",
      "daily_target": 6,
      "freq_num": 3,
      "freq_den": 7,
      "questions": [
        {
          "question": "¿Cuánto tiempo entrenaste?",
          "options": [
            { "label": "45 minutos o más", "score_value": 6 },
            { "label": "De 20 a 45 minutos", "score_value": 4 },
            { "label": "Menos de 20 minutos", "score_value": 2 },
            { "label": "Nada", "score_value": 0 }
          ]
        },
        {
          "question": "¿Qué intensidad tuvo?",
          "options": [
            { "label": "Sin aliento", "score_value": 3 },
            { "label": "Moderada", "score_value": 2 },
            { "label": "Suave", "score_value": 1 }
          ]
        },
        {
          "question": "¿Estiraste?",
          "options": [
            { "label": "Sí", "score_value": 2 },
            { "label": "No", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Comprar calcetines nuevos para correr",
          "description": "Dos semanas en buen camino: tres buenos entrenamientos cada siete días.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 14
        },
        {
          "title": "Subir por las escaleras toda la próxima semana",
          "description": "Una semana por debajo de la mitad de lo que suman tres buenos entrenamientos.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 50
        }
      ]
    },
    {
      "name": "Lectura",
      "description": "Leer un libro, no las redes, cinco días a la semana.",
      "color": "#d97706",
      "daily_target": 4,
      "freq_num": 5,
      "freq_den": 7,
      "questions": [
        {
          "question": "¿Cuánto leíste?",
          "options": [
            { "label": "Un capítulo o más", "score_value": 4 },
            { "label": "10 páginas o más", "score_value": 3 },
            { "label": "Unas pocas páginas", "score_value": 1 },
            { "label": "Nada", "score_value": 0 }
          ]
        },
        {
          "question": "¿Leíste sin el teléfono cerca?",
          "options": [
            { "label": "Sí", "score_value": 2 },
            { "label": "En parte", "score_value": 1 },
            { "label": "No", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Elegir un libro nuevo en la librería",
          "description": "Tres semanas leyendo cada día.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 21
        }
      ]
    },
    {
      "name": "Meditación",
      "description": "Unos minutos de calma para respirar, cada día.",
      "color": "#0891b2",
      "daily_target": 5,
      "questions": [
        {
          "question": "¿Cuánto tiempo meditaste?",
          "options": [
            { "label": "20 minutos o más", "score_value": 5 },
            { "label": "De 10 a 20 minutos", "score_value": 4 },
            { "label": "Menos de 10 minutos", "score_value": 2 },
            { "label": "Hoy no", "score_value": 0 }
          ]
        },
        {
          "question": "¿Cuánta concentración tuviste?",
          "options": [
            { "label": "Calma y presencia", "score_value": 2 },
            { "label": "La mente divagó", "score_value": 1 },
            { "label": "Inquietud", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Diez minutos mañana a primera hora",
          "description": "Tres días seguidos sin sesión.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 3
        },
        {
          "title": "Una tarde en el spa",
          "description": "Un mes de práctica diaria.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 30
        }
      ]
    },
    {
      "name": "Hidratación",
      "description": "Ocho vasos de agua al día, menos bebidas azucaradas.",
      "color": "#2563eb",
      "daily_target": 5,
      "questions": [
        {
          "question": "¿Cuántos vasos de agua bebiste?",
          "options": [
            { "label": "8 o más", "score_value": 5 },
            { "label": "De 5 a 7", "score_value": 3 },
            { "label": "De 2 a 4", "score_value": 1 },
            { "label": "1 o ninguno", "score_value": 0 }
          ]
        },
        {
          "question": "¿Refrescos o bebidas energéticas?",
          "options": [
            { "label": "Ninguno", "score_value": 2 },
            { "label": "Uno", "score_value": 0 },
            { "label": "Dos o más", "score_value": -2 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Llevar una botella de agua toda la próxima semana",
          "description": "Una semana por debajo del 60 % de la puntuación posible.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 60
        }
      ]
    },
    {
      "name": "Sin azúcar",
      "description": "Sin dulces, postres ni snacks azucarados. Una recaída resta puntos.",
      "color": "#db2777",
      "daily_target": 0,
      "questions": [
        {
          "question": "¿Comiste dulces o postre?",
          "options": [
            { "label": "Nada de nada", "score_value": 5 },
            { "label": "Un bocadito", "score_value": 0 },
            { "label": "Una porción", "score_value": -5 },
            { "label": "Un atracón", "score_value": -10 }
          ]
        },
        {
          "question": "¿Qué intensidad tuvieron los antojos?",
          "options": [
            { "label": "Ninguna", "score_value": 2 },
            { "label": "Manejable", "score_value": 1 },
            { "label": "Fuerte", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Donar el dinero de los caprichos",
          "description": "Dos días seguidos de recaída.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Un buen café fuera de casa",
          "description": "Diez días seguidos sin azúcar.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 10
        }
      ]
    }
  ],
  "groups": [
    {
      "name": "Rutina matutina",
      "description": "Empezar el día con energía y calma: algo de movimiento, unos minutos de tranquilidad, suficiente agua.",
      "color": "#ea580c",
      "position": 0,
      "templates": ["Ejercicio", "Meditación", "Hidratación"]
    },
    {
      "name": "Rutina nocturna",
      "description": "Terminar bien el día: un capítulo de un libro, nada de azúcar a última hora y a la cama a tiempo.",
      "color": "#4f46e5",
      "position": 1,
      "templates": ["Lectura", "Sin azúcar", "Sueño"]
    }
  ]
}
$json$::jsonb);

-- French
select private.add_starters('fr', $json$
{
  "templates": [
    {
      "name": "Sommeil",
      "description": "Se coucher à l’heure, dormir sept heures ou plus et se réveiller en forme.",
      "color": "#4f46e5",
      "daily_target": 8,
      "questions": [
        {
          "question": "Quelle était l’heure de votre coucher ?",
          "options": [
            { "label": "Avant 23 h", "score_value": 5 },
            { "label": "De 23 h à minuit", "score_value": 3 },
            { "label": "Après minuit", "score_value": 0 }
          ]
        },
        {
          "question": "Combien de temps avez-vous dormi ?",
          "options": [
            { "label": "8 heures ou plus", "score_value": 4 },
            { "label": "7 à 8 heures", "score_value": 3 },
            { "label": "6 à 7 heures", "score_value": 1 },
            { "label": "Moins de 6 heures", "score_value": 0 }
          ]
        },
        {
          "question": "Quelle forme au réveil ?",
          "options": [
            { "label": "Pleine forme", "score_value": 3 },
            { "label": "Forme moyenne", "score_value": 2 },
            { "label": "Fatigue", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Demain, pas d’écran après 22 h",
          "description": "Deux nuits de suite sans atteindre l’objectif.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Grasse matinée dimanche",
          "description": "Une semaine entière de bonnes nuits.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 7
        }
      ]
    },
    {
      "name": "Sport",
      "description": "Trois séances par semaine ; les jours de repos entre elles comptent pour vous, pas contre vous.",
      "color": "#16a34a",
      "daily_target": 6,
      "freq_num": 3,
      "freq_den": 7,
      "questions": [
        {
          "question": "Combien de temps avez-vous fait du sport ?",
          "options": [
            { "label": "45 minutes ou plus", "score_value": 6 },
            { "label": "20 à 45 minutes", "score_value": 4 },
            { "label": "Moins de 20 minutes", "score_value": 2 },
            { "label": "Pas du tout", "score_value": 0 }
          ]
        },
        {
          "question": "Quelle était l’intensité ?",
          "options": [
            { "label": "À bout de souffle", "score_value": 3 },
            { "label": "Modérée", "score_value": 2 },
            { "label": "Facile", "score_value": 1 }
          ]
        },
        {
          "question": "Avez-vous fait des étirements ?",
          "options": [
            { "label": "Oui", "score_value": 2 },
            { "label": "Non", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Acheter de nouvelles chaussettes de course",
          "description": "Deux semaines sur la bonne voie : trois bonnes séances tous les sept jours.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 14
        },
        {
          "title": "Prendre l’escalier toute la semaine prochaine",
          "description": "Une semaine sous la moitié de ce que rapportent trois bonnes séances.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 50
        }
      ]
    },
    {
      "name": "Lecture",
      "description": "Lire un livre, pas un fil d’actualité, cinq jours par semaine.",
      "color": "#d97706",
      "daily_target": 4,
      "freq_num": 5,
      "freq_den": 7,
      "questions": [
        {
          "question": "Combien avez-vous lu ?",
          "options": [
            { "label": "Un chapitre ou plus", "score_value": 4 },
            { "label": "10 pages ou plus", "score_value": 3 },
            { "label": "Quelques pages", "score_value": 1 },
            { "label": "Rien", "score_value": 0 }
          ]
        },
        {
          "question": "Avez-vous lu sans téléphone à portée de main ?",
          "options": [
            { "label": "Oui", "score_value": 2 },
            { "label": "En partie", "score_value": 1 },
            { "label": "Non", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Choisir un nouveau livre en librairie",
          "description": "Trois semaines de lecture chaque jour.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 21
        }
      ]
    },
    {
      "name": "Méditation",
      "description": "Quelques minutes de calme pour respirer, chaque jour.",
      "color": "#0891b2",
      "daily_target": 5,
      "questions": [
        {
          "question": "Combien de temps avez-vous médité ?",
          "options": [
            { "label": "20 minutes ou plus", "score_value": 5 },
            { "label": "10 à 20 minutes", "score_value": 4 },
            { "label": "Moins de 10 minutes", "score_value": 2 },
            { "label": "Pas aujourd’hui", "score_value": 0 }
          ]
        },
        {
          "question": "Quel était votre niveau de concentration ?",
          "options": [
            { "label": "Calme, dans l’instant", "score_value": 2 },
            { "label": "L’esprit a vagabondé", "score_value": 1 },
            { "label": "Agitation", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Dix minutes demain dès le réveil",
          "description": "Trois jours de suite sans séance.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 3
        },
        {
          "title": "Une soirée au spa",
          "description": "Un mois de pratique quotidienne.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 30
        }
      ]
    },
    {
      "name": "Hydratation",
      "description": "Huit verres d’eau par jour, moins de boissons sucrées.",
      "color": "#2563eb",
      "daily_target": 5,
      "questions": [
        {
          "question": "Combien de verres d’eau avez-vous bus ?",
          "options": [
            { "label": "8 ou plus", "score_value": 5 },
            { "label": "5 à 7", "score_value": 3 },
            { "label": "2 à 4", "score_value": 1 },
            { "label": "1 ou aucun", "score_value": 0 }
          ]
        },
        {
          "question": "Des sodas ou des boissons énergisantes ?",
          "options": [
            { "label": "Aucun", "score_value": 2 },
            { "label": "Un", "score_value": 0 },
            { "label": "Deux ou plus", "score_value": -2 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Avoir une gourde sur soi toute la semaine prochaine",
          "description": "Une semaine sous 60 % du score possible.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 60
        }
      ]
    },
    {
      "name": "Sans sucre",
      "description": "Ni bonbons, ni desserts, ni en-cas sucrés. Une rechute coûte des points.",
      "color": "#db2777",
      "daily_target": 0,
      "questions": [
        {
          "question": "Avez-vous mangé des sucreries ou un dessert ?",
          "options": [
            { "label": "Rien du tout", "score_value": 5 },
            { "label": "Une petite bouchée", "score_value": 0 },
            { "label": "Une portion", "score_value": -5 },
            { "label": "Gros craquage", "score_value": -10 }
          ]
        },
        {
          "question": "Quelle était la force des envies ?",
          "options": [
            { "label": "Aucune", "score_value": 2 },
            { "label": "Gérables", "score_value": 1 },
            { "label": "Fortes", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Donner l’argent des grignotages",
          "description": "Deux jours de rechute de suite.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Un bon café en terrasse",
          "description": "Dix jours sans sucre d’affilée.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 10
        }
      ]
    }
  ],
  "groups": [
    {
      "name": "Routine du matin",
      "description": "Bien démarrer la journée : un peu de mouvement, quelques minutes de calme, assez d’eau.",
      "color": "#ea580c",
      "position": 0,
      "templates": ["Sport", "Méditation", "Hydratation"]
    },
    {
      "name": "Routine du soir",
      "description": "Bien finir la journée : un chapitre de livre, pas de sucre tardif et au lit à l’heure.",
      "color": "#4f46e5",
      "position": 1,
      "templates": ["Lecture", "Sans sucre", "Sommeil"]
    }
  ]
}
$json$::jsonb);

-- Portuguese (Brazil)
select private.add_starters('pt-BR', $json$
{
  "templates": [
    {
      "name": "Sono",
      "description": "Deitar na hora, dormir sete horas ou mais e acordar com energia.",
      "color": "#4f46e5",
      "daily_target": 8,
      "questions": [
        {
          "question": "A que horas você foi para a cama?",
          "options": [
            { "label": "Antes das 23h", "score_value": 5 },
            { "label": "Das 23h à meia-noite", "score_value": 3 },
            { "label": "Depois da meia-noite", "score_value": 0 }
          ]
        },
        {
          "question": "Quanto tempo você dormiu?",
          "options": [
            { "label": "8 horas ou mais", "score_value": 4 },
            { "label": "De 7 a 8 horas", "score_value": 3 },
            { "label": "De 6 a 7 horas", "score_value": 1 },
            { "label": "Menos de 6 horas", "score_value": 0 }
          ]
        },
        {
          "question": "Como você se sentiu ao acordar?",
          "options": [
            { "label": "Com muita energia", "score_value": 3 },
            { "label": "Bem", "score_value": 2 },
            { "label": "Com cansaço", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Amanhã, nada de telas depois das 22h",
          "description": "Duas noites seguidas sem atingir a meta.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Dormir até tarde no domingo",
          "description": "Uma semana inteira de boas noites de sono.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 7
        }
      ]
    },
    {
      "name": "Exercício",
      "description": "Três treinos por semana; os dias de descanso entre eles contam a seu favor, não contra você.",
      "color": "#16a34a",
      "daily_target": 6,
      "freq_num": 3,
      "freq_den": 7,
      "questions": [
        {
          "question": "Quanto tempo você se exercitou?",
          "options": [
            { "label": "45 minutos ou mais", "score_value": 6 },
            { "label": "De 20 a 45 minutos", "score_value": 4 },
            { "label": "Menos de 20 minutos", "score_value": 2 },
            { "label": "Nada", "score_value": 0 }
          ]
        },
        {
          "question": "Qual foi a intensidade?",
          "options": [
            { "label": "Sem fôlego", "score_value": 3 },
            { "label": "Moderada", "score_value": 2 },
            { "label": "Leve", "score_value": 1 }
          ]
        },
        {
          "question": "Você se alongou?",
          "options": [
            { "label": "Sim", "score_value": 2 },
            { "label": "Não", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Comprar meias novas de corrida",
          "description": "Duas semanas no ritmo: três bons treinos a cada sete dias.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 14
        },
        {
          "title": "Usar a escada durante toda a próxima semana",
          "description": "Uma semana abaixo da metade da pontuação de três bons treinos.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 50
        }
      ]
    },
    {
      "name": "Leitura",
      "description": "Ler um livro, não o feed, cinco dias por semana.",
      "color": "#d97706",
      "daily_target": 4,
      "freq_num": 5,
      "freq_den": 7,
      "questions": [
        {
          "question": "Quanto você leu?",
          "options": [
            { "label": "Um capítulo ou mais", "score_value": 4 },
            { "label": "10 páginas ou mais", "score_value": 3 },
            { "label": "Algumas páginas", "score_value": 1 },
            { "label": "Nada", "score_value": 0 }
          ]
        },
        {
          "question": "Você leu sem o celular por perto?",
          "options": [
            { "label": "Sim", "score_value": 2 },
            { "label": "Em parte", "score_value": 1 },
            { "label": "Não", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Escolher um livro novo na livraria",
          "description": "Três semanas lendo todos os dias.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 21
        }
      ]
    },
    {
      "name": "Meditação",
      "description": "Alguns minutos tranquilos de respiração, todos os dias.",
      "color": "#0891b2",
      "daily_target": 5,
      "questions": [
        {
          "question": "Quanto tempo você meditou?",
          "options": [
            { "label": "20 minutos ou mais", "score_value": 5 },
            { "label": "De 10 a 20 minutos", "score_value": 4 },
            { "label": "Menos de 10 minutos", "score_value": 2 },
            { "label": "Hoje não", "score_value": 0 }
          ]
        },
        {
          "question": "Qual foi seu nível de foco?",
          "options": [
            { "label": "Calma e presença", "score_value": 2 },
            { "label": "A mente divagou", "score_value": 1 },
            { "label": "Inquietação", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Dez minutos amanhã logo cedo",
          "description": "Três dias seguidos sem sessão.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 3
        },
        {
          "title": "Uma noite no spa",
          "description": "Um mês de prática diária.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 30
        }
      ]
    },
    {
      "name": "Hidratação",
      "description": "Oito copos de água por dia, menos bebidas açucaradas.",
      "color": "#2563eb",
      "daily_target": 5,
      "questions": [
        {
          "question": "Quantos copos de água você bebeu?",
          "options": [
            { "label": "8 ou mais", "score_value": 5 },
            { "label": "De 5 a 7", "score_value": 3 },
            { "label": "De 2 a 4", "score_value": 1 },
            { "label": "1 ou nenhum", "score_value": 0 }
          ]
        },
        {
          "question": "Algum refrigerante ou energético?",
          "options": [
            { "label": "Nenhum", "score_value": 2 },
            { "label": "Um", "score_value": 0 },
            { "label": "Dois ou mais", "score_value": -2 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Levar uma garrafa de água durante toda a próxima semana",
          "description": "Uma semana abaixo de 60% da pontuação possível.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 60
        }
      ]
    },
    {
      "name": "Sem açúcar",
      "description": "Nada de doces, sobremesas ou lanches açucarados. Uma recaída custa pontos.",
      "color": "#db2777",
      "daily_target": 0,
      "questions": [
        {
          "question": "Você comeu doces ou sobremesa?",
          "options": [
            { "label": "Nada mesmo", "score_value": 5 },
            { "label": "Uma mordidinha", "score_value": 0 },
            { "label": "Uma porção", "score_value": -5 },
            { "label": "Exagerei", "score_value": -10 }
          ]
        },
        {
          "question": "Qual foi a intensidade da vontade de doce?",
          "options": [
            { "label": "Nenhuma", "score_value": 2 },
            { "label": "Controlável", "score_value": 1 },
            { "label": "Forte", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "Doar o dinheiro dos lanches",
          "description": "Dois dias seguidos de recaída.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "Um bom café fora de casa",
          "description": "Dez dias seguidos sem açúcar.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 10
        }
      ]
    }
  ],
  "groups": [
    {
      "name": "Rotina matinal",
      "description": "Começar o dia com disposição e equilíbrio: um pouco de movimento, alguns minutos de calma, água suficiente.",
      "color": "#ea580c",
      "position": 0,
      "templates": ["Exercício", "Meditação", "Hidratação"]
    },
    {
      "name": "Rotina noturna",
      "description": "Terminar bem o dia: um capítulo de um livro, nada de açúcar tarde da noite e cama na hora certa.",
      "color": "#4f46e5",
      "position": 1,
      "templates": ["Leitura", "Sem açúcar", "Sono"]
    }
  ]
}
$json$::jsonb);

-- Arabic
select private.add_starters('ar', $json$
{
  "templates": [
    {
      "name": "النوم",
      "description": "الذهاب إلى الفراش في الموعد، وسبع ساعات من النوم أو أكثر، واستيقاظ بنشاط في الصباح.",
      "color": "#4f46e5",
      "daily_target": 8,
      "questions": [
        {
          "question": "متى كان الذهاب إلى الفراش؟",
          "options": [
            { "label": "قبل 23:00", "score_value": 5 },
            { "label": "من 23:00 إلى منتصف الليل", "score_value": 3 },
            { "label": "بعد منتصف الليل", "score_value": 0 }
          ]
        },
        {
          "question": "كم كانت مدة النوم؟",
          "options": [
            { "label": "8 ساعات أو أكثر", "score_value": 4 },
            { "label": "من 7 إلى 8 ساعات", "score_value": 3 },
            { "label": "من 6 إلى 7 ساعات", "score_value": 1 },
            { "label": "أقل من 6 ساعات", "score_value": 0 }
          ]
        },
        {
          "question": "ما مستوى الراحة عند الاستيقاظ؟",
          "options": [
            { "label": "راحة تامة", "score_value": 3 },
            { "label": "لا بأس", "score_value": 2 },
            { "label": "تعب", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "لا شاشات بعد 22:00 غدًا",
          "description": "ليلتان متتاليتان دون بلوغ الهدف.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "النوم حتى وقت متأخر يوم الأحد",
          "description": "أسبوع كامل من الليالي الجيدة.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 7
        }
      ]
    },
    {
      "name": "الرياضة",
      "description": "ثلاثة تمارين في الأسبوع؛ وأيام الراحة بينها تُحسب لصالحك لا ضدك.",
      "color": "#16a34a",
      "daily_target": 6,
      "freq_num": 3,
      "freq_den": 7,
      "questions": [
        {
          "question": "كم كانت مدة التمرين؟",
          "options": [
            { "label": "45 دقيقة أو أكثر", "score_value": 6 },
            { "label": "من 20 إلى 45 دقيقة", "score_value": 4 },
            { "label": "أقل من 20 دقيقة", "score_value": 2 },
            { "label": "لا تمرين", "score_value": 0 }
          ]
        },
        {
          "question": "ما مدى شدة التمرين؟",
          "options": [
            { "label": "انقطاع النفس", "score_value": 3 },
            { "label": "متوسطة", "score_value": 2 },
            { "label": "خفيفة", "score_value": 1 }
          ]
        },
        {
          "question": "هل تضمّن اليوم تمارين إطالة؟",
          "options": [
            { "label": "نعم", "score_value": 2 },
            { "label": "لا", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "شراء جوارب جري جديدة",
          "description": "أسبوعان على المسار الصحيح: ثلاثة تمارين جيدة في كل سبعة أيام.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 14
        },
        {
          "title": "استخدام الدرج طوال الأسبوع القادم",
          "description": "أسبوع دون نصف ما تحققه ثلاثة تمارين جيدة من نقاط.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 50
        }
      ]
    },
    {
      "name": "القراءة",
      "description": "قراءة كتاب، لا منصات التواصل، خمسة أيام في الأسبوع.",
      "color": "#d97706",
      "daily_target": 4,
      "freq_num": 5,
      "freq_den": 7,
      "questions": [
        {
          "question": "ما مقدار القراءة؟",
          "options": [
            { "label": "فصل أو أكثر", "score_value": 4 },
            { "label": "10 صفحات أو أكثر", "score_value": 3 },
            { "label": "بضع صفحات", "score_value": 1 },
            { "label": "لا شيء", "score_value": 0 }
          ]
        },
        {
          "question": "هل كانت القراءة بعيدًا عن الهاتف؟",
          "options": [
            { "label": "نعم", "score_value": 2 },
            { "label": "جزئيًا", "score_value": 1 },
            { "label": "لا", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "اختيار كتاب جديد من المكتبة",
          "description": "ثلاثة أسابيع من القراءة كل يوم.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 21
        }
      ]
    },
    {
      "name": "التأمل",
      "description": "بضع دقائق هادئة للتنفس، كل يوم.",
      "color": "#0891b2",
      "daily_target": 5,
      "questions": [
        {
          "question": "كم كانت مدة التأمل؟",
          "options": [
            { "label": "20 دقيقة أو أكثر", "score_value": 5 },
            { "label": "من 10 إلى 20 دقيقة", "score_value": 4 },
            { "label": "أقل من 10 دقائق", "score_value": 2 },
            { "label": "ليس اليوم", "score_value": 0 }
          ]
        },
        {
          "question": "ما مستوى التركيز؟",
          "options": [
            { "label": "هدوء وحضور", "score_value": 2 },
            { "label": "شرود الذهن", "score_value": 1 },
            { "label": "تململ", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "عشر دقائق أول شيء صباح الغد",
          "description": "ثلاثة أيام متتالية بلا جلسة.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 3
        },
        {
          "title": "أمسية في المنتجع الصحي",
          "description": "شهر من الممارسة اليومية.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 30
        }
      ]
    },
    {
      "name": "شرب الماء",
      "description": "ثمانية أكواب من الماء يوميًا، ومشروبات سكرية أقل.",
      "color": "#2563eb",
      "daily_target": 5,
      "questions": [
        {
          "question": "كم كان عدد أكواب الماء؟",
          "options": [
            { "label": "8 أو أكثر", "score_value": 5 },
            { "label": "من 5 إلى 7", "score_value": 3 },
            { "label": "من 2 إلى 4", "score_value": 1 },
            { "label": "واحد أو لا شيء", "score_value": 0 }
          ]
        },
        {
          "question": "هل كانت هناك مشروبات غازية أو مشروبات طاقة؟",
          "options": [
            { "label": "لا شيء", "score_value": 2 },
            { "label": "واحد", "score_value": 0 },
            { "label": "اثنان أو أكثر", "score_value": -2 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "حمل قارورة ماء طوال الأسبوع القادم",
          "description": "أسبوع دون 60 % من النقاط الممكنة.",
          "kind": "penalty",
          "trigger_type": "weekly_score_below",
          "threshold": 60
        }
      ]
    },
    {
      "name": "بلا سكر",
      "description": "لا حلويات ولا أطباق تحلية ولا وجبات خفيفة سكرية. والانتكاسة تكلّف نقاطًا.",
      "color": "#db2777",
      "daily_target": 0,
      "questions": [
        {
          "question": "هل كانت هناك حلويات أو تحلية اليوم؟",
          "options": [
            { "label": "لا شيء إطلاقًا", "score_value": 5 },
            { "label": "قضمة صغيرة", "score_value": 0 },
            { "label": "حصة واحدة", "score_value": -5 },
            { "label": "إفراط", "score_value": -10 }
          ]
        },
        {
          "question": "ما مدى قوة الرغبة في السكر؟",
          "options": [
            { "label": "لا رغبة", "score_value": 2 },
            { "label": "يمكن السيطرة عليها", "score_value": 1 },
            { "label": "قوية", "score_value": 0 }
          ]
        }
      ],
      "consequences": [
        {
          "title": "التبرع بثمن الوجبات الخفيفة",
          "description": "يوما انتكاسة متتاليان.",
          "kind": "penalty",
          "trigger_type": "missed_days",
          "threshold": 2
        },
        {
          "title": "قهوة جيدة في مقهى",
          "description": "عشرة أيام متتالية بلا سكر.",
          "kind": "reward",
          "trigger_type": "streak_reached",
          "threshold": 10
        }
      ]
    }
  ],
  "groups": [
    {
      "name": "روتين الصباح",
      "description": "بداية يوم بيقظة وثبات: بعض الحركة، ودقائق هادئة، وما يكفي من الماء.",
      "color": "#ea580c",
      "position": 0,
      "templates": ["الرياضة", "التأمل", "شرب الماء"]
    },
    {
      "name": "روتين المساء",
      "description": "ختام جيد لليوم: فصل من كتاب، ولا سكر في وقت متأخر، والنوم في موعده.",
      "color": "#4f46e5",
      "position": 1,
      "templates": ["القراءة", "بلا سكر", "النوم"]
    }
  ]
}
$json$::jsonb);
