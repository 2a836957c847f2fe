-- Starter templates: habit_template rows (and their question, option and consequence rows) with
-- created_by null, which every signed-in user can read and nobody can write through the API
-- (see 20251101000300_create_templates.sql).
--
-- Runs as the database owner (postgres) after the migrations: locally through the backend's
-- migrate() or `supabase db reset` ([db.seed] in config.toml), on a hosted project through
-- `supabase db push --include-seed` or the SQL editor. Plain SQL, no extension needed.
-- Idempotent: a starter template whose name already exists as a starter is skipped, so running
-- the file twice adds nothing.
--
-- Scores: options are whole numbers in -1000..1000 (negative for a relapse). A habit's daily
-- target is reachable with a good, not a perfect, day: it sits below the sum of the questions'
-- best options. weekly_score_below thresholds are percentages (1..100). A template may carry a
-- schedule (freq_num / freq_den, or weekdays; docs/schedules.md): left out, it is every day.
-- Exercise is 3 times a week and Reading 5 times a week; the others are daily.
-- 20251124005000_starter_template_schedules.sql gives starters seeded before schedules existed
-- the same ones.

do $seed$
declare
  v_templates constant jsonb := $json$
  [
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
  ]
  $json$::jsonb;
  v_template jsonb;
  v_question jsonb;
  v_option jsonb;
  v_consequence jsonb;
  v_template_id bigint;
  v_question_id bigint;
  v_question_pos integer;
  v_option_pos integer;
begin
  for v_template in select value from jsonb_array_elements(v_templates) loop
    -- Already seeded (a second run, or a starter added by hand): leave it as it is.
    if exists (
      select 1 from public.habit_template t
       where t.created_by is null and t.name = v_template ->> 'name'
    ) then
      continue;
    end if;

    -- created_by is set to null explicitly: its default is auth.uid().
    insert into public.habit_template
      (created_by, name, description, color, daily_target, freq_num, freq_den, weekdays)
    values (
      null,
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
end;
$seed$;

-- Starter template groups (20251129001000_create_template_groups.sql; docs/domain.md "Template
-- group"): "Morning routine" (Exercise, Meditation, Hydration) and "Evening wind-down" (Reading,
-- No sugar, Sleep). create_group_from_template turns one into the user's group with a habit from
-- each template. Idempotent as above: a group is added once by name, and a starter template is
-- filed only while it is in no group.
insert into public.template_group (name, description, color, position)
select s.name, s.description, s.color, s.position
  from (values
    ('Morning routine',
     'Start the day awake and steady: some movement, a few quiet minutes, enough water.',
     '#ea580c', 0),
    ('Evening wind-down',
     'End the day well: a chapter of a book, no late sugar, and to bed on time.',
     '#4f46e5', 1)
  ) as s (name, description, color, position)
 where not exists (select 1 from public.template_group g where g.name = s.name);

update public.habit_template t
   set template_group_id = g.id
  from (values
    ('Morning routine', 'Exercise'), ('Morning routine', 'Meditation'),
    ('Morning routine', 'Hydration'),
    ('Evening wind-down', 'Reading'), ('Evening wind-down', 'No sugar'),
    ('Evening wind-down', 'Sleep')
  ) as m (group_name, template_name)
  join public.template_group g on g.name = m.group_name
 where t.created_by is null
   and t.name = m.template_name
   and t.template_group_id is null;
