export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      answer_entry: {
        Row: {
          cmt_id: number
          created_at: string
          created_by: string
          id: number
          notes: string | null
          option_id: number | null
          question_id: number
          score_value: number
          value: number | null
        }
        Insert: {
          cmt_id: number
          created_at?: string
          created_by?: string
          id?: never
          notes?: string | null
          option_id?: number | null
          question_id: number
          score_value?: number
          value?: number | null
        }
        Update: {
          cmt_id?: number
          created_at?: string
          created_by?: string
          id?: never
          notes?: string | null
          option_id?: number | null
          question_id?: number
          score_value?: number
          value?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "answer_entry_cmt_id_fkey"
            columns: ["cmt_id"]
            isOneToOne: false
            referencedRelation: "checkmarks_tracker"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "answer_entry_cmt_id_fkey"
            columns: ["cmt_id"]
            isOneToOne: false
            referencedRelation: "daily_habit_scores"
            referencedColumns: ["checkmark_id"]
          },
          {
            foreignKeyName: "answer_entry_option_id_fkey"
            columns: ["option_id"]
            isOneToOne: false
            referencedRelation: "option_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "answer_entry_option_id_fkey"
            columns: ["option_id"]
            isOneToOne: false
            referencedRelation: "OPTION_METADATA"
            referencedColumns: ["OPTION_ID"]
          },
          {
            foreignKeyName: "answer_entry_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "question_metadata"
            referencedColumns: ["id"]
          },
        ]
      }
      automaticity_check: {
        Row: {
          automatically: number
          before_realizing: number
          created_at: string
          created_by: string
          date: string
          habit_id: number
          id: number
          without_remembering: number
          without_thinking: number
        }
        Insert: {
          automatically: number
          before_realizing: number
          created_at?: string
          created_by?: string
          date: string
          habit_id: number
          id?: never
          without_remembering: number
          without_thinking: number
        }
        Update: {
          automatically?: number
          before_realizing?: number
          created_at?: string
          created_by?: string
          date?: string
          habit_id?: number
          id?: never
          without_remembering?: number
          without_thinking?: number
        }
        Relationships: [
          {
            foreignKeyName: "automaticity_check_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "automaticity_check_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      checkmarks_tracker: {
        Row: {
          created_at: string
          created_by: string
          date: string
          habit_id: number
          id: number
          skip_note: string | null
          skipped: boolean
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string
          date: string
          habit_id: number
          id?: never
          skip_note?: string | null
          skipped?: boolean
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string
          date?: string
          habit_id?: number
          id?: never
          skip_note?: string | null
          skipped?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "checkmarks_tracker_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "checkmarks_tracker_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      consequence_fulfillment: {
        Row: {
          consequence_id: number
          created_at: string
          created_by: string
          id: number
          log_id: number
          note: string | null
        }
        Insert: {
          consequence_id: number
          created_at?: string
          created_by?: string
          id?: never
          log_id: number
          note?: string | null
        }
        Update: {
          consequence_id?: number
          created_at?: string
          created_by?: string
          id?: never
          log_id?: number
          note?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "consequence_fulfillment_consequence_id_fkey"
            columns: ["consequence_id"]
            isOneToOne: false
            referencedRelation: "consequence_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consequence_fulfillment_consequence_id_fkey"
            columns: ["consequence_id"]
            isOneToOne: false
            referencedRelation: "consequence_summary"
            referencedColumns: ["consequence_id"]
          },
          {
            foreignKeyName: "consequence_fulfillment_log_id_fkey"
            columns: ["log_id"]
            isOneToOne: true
            referencedRelation: "consequence_log"
            referencedColumns: ["id"]
          },
        ]
      }
      consequence_log: {
        Row: {
          consequence_id: number
          created_at: string
          created_by: string
          id: number
          trigger_date: string
        }
        Insert: {
          consequence_id: number
          created_at?: string
          created_by?: string
          id?: never
          trigger_date: string
        }
        Update: {
          consequence_id?: number
          created_at?: string
          created_by?: string
          id?: never
          trigger_date?: string
        }
        Relationships: [
          {
            foreignKeyName: "consequence_log_consequence_id_fkey"
            columns: ["consequence_id"]
            isOneToOne: false
            referencedRelation: "consequence_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consequence_log_consequence_id_fkey"
            columns: ["consequence_id"]
            isOneToOne: false
            referencedRelation: "consequence_summary"
            referencedColumns: ["consequence_id"]
          },
        ]
      }
      consequence_metadata: {
        Row: {
          active: boolean
          created_at: string
          created_by: string
          description: string | null
          habit_id: number
          id: number
          kind: string
          threshold: number
          title: string
          trigger_type: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          created_by?: string
          description?: string | null
          habit_id: number
          id?: never
          kind: string
          threshold: number
          title: string
          trigger_type: string
        }
        Update: {
          active?: boolean
          created_at?: string
          created_by?: string
          description?: string | null
          habit_id?: number
          id?: never
          kind?: string
          threshold?: number
          title?: string
          trigger_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "consequence_metadata_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consequence_metadata_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      consequence_template: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: number
          kind: string
          template_id: number
          threshold: number
          title: string
          trigger_type: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: never
          kind: string
          template_id: number
          threshold: number
          title: string
          trigger_type: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: never
          kind?: string
          template_id?: number
          threshold?: number
          title?: string
          trigger_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "consequence_template_template_id_fkey"
            columns: ["template_id"]
            isOneToOne: false
            referencedRelation: "habit_template"
            referencedColumns: ["id"]
          },
        ]
      }
      habit_group: {
        Row: {
          color: string
          created_at: string
          created_by: string
          id: number
          name: string
          position: number
        }
        Insert: {
          color?: string
          created_at?: string
          created_by?: string
          id?: never
          name: string
          position?: number
        }
        Update: {
          color?: string
          created_at?: string
          created_by?: string
          id?: never
          name?: string
          position?: number
        }
        Relationships: []
      }
      habit_metadata: {
        Row: {
          archived: boolean
          color: string
          created_at: string
          created_by: string
          daily_target: number | null
          description: string | null
          freq_den: number
          freq_num: number
          group_id: number | null
          id: number
          import_ref: string | null
          name: string
          plan: string | null
          position: number
          updated_at: string
          weekdays: number | null
        }
        Insert: {
          archived?: boolean
          color?: string
          created_at?: string
          created_by?: string
          daily_target?: number | null
          description?: string | null
          freq_den?: number
          freq_num?: number
          group_id?: number | null
          id?: never
          import_ref?: string | null
          name: string
          plan?: string | null
          position?: number
          updated_at?: string
          weekdays?: number | null
        }
        Update: {
          archived?: boolean
          color?: string
          created_at?: string
          created_by?: string
          daily_target?: number | null
          description?: string | null
          freq_den?: number
          freq_num?: number
          group_id?: number | null
          id?: never
          import_ref?: string | null
          name?: string
          plan?: string | null
          position?: number
          updated_at?: string
          weekdays?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "habit_metadata_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "habit_group"
            referencedColumns: ["id"]
          },
        ]
      }
      habit_pause: {
        Row: {
          created_at: string
          created_by: string
          end_date: string | null
          habit_id: number | null
          id: number
          note: string | null
          start_date: string
        }
        Insert: {
          created_at?: string
          created_by?: string
          end_date?: string | null
          habit_id?: number | null
          id?: never
          note?: string | null
          start_date: string
        }
        Update: {
          created_at?: string
          created_by?: string
          end_date?: string | null
          habit_id?: number | null
          id?: never
          note?: string | null
          start_date?: string
        }
        Relationships: [
          {
            foreignKeyName: "habit_pause_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "habit_pause_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      habit_reminder: {
        Row: {
          created_at: string
          created_by: string
          enabled: boolean
          habit_id: number
          id: number
          time_of_day: string
          weekdays: number | null
        }
        Insert: {
          created_at?: string
          created_by?: string
          enabled?: boolean
          habit_id: number
          id?: never
          time_of_day: string
          weekdays?: number | null
        }
        Update: {
          created_at?: string
          created_by?: string
          enabled?: boolean
          habit_id?: number
          id?: never
          time_of_day?: string
          weekdays?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "habit_reminder_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "habit_reminder_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      habit_template: {
        Row: {
          color: string
          created_at: string
          created_by: string | null
          daily_target: number | null
          description: string | null
          freq_den: number
          freq_num: number
          id: number
          language: string | null
          name: string
          template_group_id: number | null
          weekdays: number | null
        }
        Insert: {
          color?: string
          created_at?: string
          created_by?: string | null
          daily_target?: number | null
          description?: string | null
          freq_den?: number
          freq_num?: number
          id?: never
          language?: string | null
          name: string
          template_group_id?: number | null
          weekdays?: number | null
        }
        Update: {
          color?: string
          created_at?: string
          created_by?: string | null
          daily_target?: number | null
          description?: string | null
          freq_den?: number
          freq_num?: number
          id?: never
          language?: string | null
          name?: string
          template_group_id?: number | null
          weekdays?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "habit_template_template_group_id_fkey"
            columns: ["template_group_id"]
            isOneToOne: false
            referencedRelation: "template_group"
            referencedColumns: ["id"]
          },
        ]
      }
      option_metadata: {
        Row: {
          created_at: string
          created_by: string
          id: number
          label: string
          position: number
          question_id: number
          score_value: number
        }
        Insert: {
          created_at?: string
          created_by?: string
          id?: never
          label: string
          position?: number
          question_id: number
          score_value?: number
        }
        Update: {
          created_at?: string
          created_by?: string
          id?: never
          label?: string
          position?: number
          question_id?: number
          score_value?: number
        }
        Relationships: [
          {
            foreignKeyName: "option_metadata_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "question_metadata"
            referencedColumns: ["id"]
          },
        ]
      }
      option_template: {
        Row: {
          created_at: string
          created_by: string | null
          id: number
          label: string
          OPTION_ID: number | null
          position: number
          que_temp_id: number
          score_value: number
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: never
          label: string
          OPTION_ID?: number | null
          position?: number
          que_temp_id: number
          score_value?: number
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: never
          label?: string
          OPTION_ID?: number | null
          position?: number
          que_temp_id?: number
          score_value?: number
        }
        Relationships: [
          {
            foreignKeyName: "option_template_OPTION_ID_fkey"
            columns: ["OPTION_ID"]
            isOneToOne: false
            referencedRelation: "option_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "option_template_OPTION_ID_fkey"
            columns: ["OPTION_ID"]
            isOneToOne: false
            referencedRelation: "OPTION_METADATA"
            referencedColumns: ["OPTION_ID"]
          },
          {
            foreignKeyName: "option_template_que_temp_id_fkey"
            columns: ["que_temp_id"]
            isOneToOne: false
            referencedRelation: "question_template"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscription: {
        Row: {
          auth: string
          created_at: string
          created_by: string
          endpoint: string
          failing_since: string | null
          failure_count: number
          id: number
          last_failure: string | null
          last_failure_at: string | null
          last_success_at: string | null
          p256dh: string
          user_agent: string | null
        }
        Insert: {
          auth: string
          created_at?: string
          created_by?: string
          endpoint: string
          failing_since?: string | null
          failure_count?: number
          id?: never
          last_failure?: string | null
          last_failure_at?: string | null
          last_success_at?: string | null
          p256dh: string
          user_agent?: string | null
        }
        Update: {
          auth?: string
          created_at?: string
          created_by?: string
          endpoint?: string
          failing_since?: string | null
          failure_count?: number
          id?: never
          last_failure?: string | null
          last_failure_at?: string | null
          last_success_at?: string | null
          p256dh?: string
          user_agent?: string | null
        }
        Relationships: []
      }
      question_metadata: {
        Row: {
          created_at: string
          created_by: string
          habit_id: number
          id: number
          kind: string
          points: number | null
          position: number
          question: string
          target: number | null
          target_type: string | null
          unit: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string
          habit_id: number
          id?: never
          kind?: string
          points?: number | null
          position?: number
          question: string
          target?: number | null
          target_type?: string | null
          unit?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string
          habit_id?: number
          id?: never
          kind?: string
          points?: number | null
          position?: number
          question?: string
          target?: number | null
          target_type?: string | null
          unit?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "question_metadata_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "question_metadata_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      question_template: {
        Row: {
          created_at: string
          created_by: string | null
          id: number
          kind: string
          points: number | null
          position: number
          question: string
          target: number | null
          target_type: string | null
          template_id: number
          unit: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: never
          kind?: string
          points?: number | null
          position?: number
          question: string
          target?: number | null
          target_type?: string | null
          template_id: number
          unit?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: never
          kind?: string
          points?: number | null
          position?: number
          question?: string
          target?: number | null
          target_type?: string | null
          template_id?: number
          unit?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "question_template_template_id_fkey"
            columns: ["template_id"]
            isOneToOne: false
            referencedRelation: "habit_template"
            referencedColumns: ["id"]
          },
        ]
      }
      reminder_delivery: {
        Row: {
          attempts: number
          created_at: string
          created_by: string
          id: number
          last_error: string | null
          local_date: string
          next_attempt_at: string | null
          pending_subscription_ids: number[]
          reminder_id: number
          sent_at: string | null
          status: string
        }
        Insert: {
          attempts?: number
          created_at?: string
          created_by: string
          id?: never
          last_error?: string | null
          local_date: string
          next_attempt_at?: string | null
          pending_subscription_ids?: number[]
          reminder_id: number
          sent_at?: string | null
          status?: string
        }
        Update: {
          attempts?: number
          created_at?: string
          created_by?: string
          id?: never
          last_error?: string | null
          local_date?: string
          next_attempt_at?: string | null
          pending_subscription_ids?: number[]
          reminder_id?: number
          sent_at?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "reminder_delivery_reminder_id_fkey"
            columns: ["reminder_id"]
            isOneToOne: false
            referencedRelation: "habit_reminder"
            referencedColumns: ["id"]
          },
        ]
      }
      template_group: {
        Row: {
          color: string
          created_at: string
          description: string | null
          id: number
          language: string
          name: string
          position: number
        }
        Insert: {
          color?: string
          created_at?: string
          description?: string | null
          id?: never
          language: string
          name: string
          position?: number
        }
        Update: {
          color?: string
          created_at?: string
          description?: string | null
          id?: never
          language?: string
          name?: string
          position?: number
        }
        Relationships: []
      }
      User_Master: {
        Row: {
          created_at: string
          name: string
          time_zone: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          name: string
          time_zone?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          name?: string
          time_zone?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      user_settings: {
        Row: {
          day_start_hour: number
          language: string | null
          updated_at: string
          user_id: string
          week_start: number
        }
        Insert: {
          day_start_hour?: number
          language?: string | null
          updated_at?: string
          user_id?: string
          week_start?: number
        }
        Update: {
          day_start_hour?: number
          language?: string | null
          updated_at?: string
          user_id?: string
          week_start?: number
        }
        Relationships: []
      }
    }
    Views: {
      consequence_summary: {
        Row: {
          consequence_id: number | null
          habit_id: number | null
          kind: string | null
          last_triggered: string | null
          pending: number | null
          times_fulfilled: number | null
          times_triggered: number | null
          title: string | null
        }
        Relationships: [
          {
            foreignKeyName: "consequence_metadata_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "consequence_metadata_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      daily_group_scores: {
        Row: {
          date: string | null
          group_id: number | null
          habits_answered: number | null
          max_score: number | null
          total_score: number | null
        }
        Relationships: [
          {
            foreignKeyName: "habit_metadata_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "habit_group"
            referencedColumns: ["id"]
          },
        ]
      }
      daily_habit_scores: {
        Row: {
          checkmark_id: number | null
          created_by: string | null
          date: string | null
          habit_id: number | null
          skip_note: string | null
          skipped: boolean | null
          total_score: number | null
        }
        Insert: {
          checkmark_id?: number | null
          created_by?: string | null
          date?: string | null
          habit_id?: number | null
          skip_note?: string | null
          skipped?: boolean | null
          total_score?: never
        }
        Update: {
          checkmark_id?: number | null
          created_by?: string | null
          date?: string | null
          habit_id?: number | null
          skip_note?: string | null
          skipped?: boolean | null
          total_score?: never
        }
        Relationships: [
          {
            foreignKeyName: "checkmarks_tracker_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "checkmarks_tracker_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
      habit_performance_new: {
        Row: {
          average_score: number | null
          completion_pct: number | null
          current_streak: number | null
          days_met: number | null
          days_tracked: number | null
          habit_id: number | null
          last_checkmark_date: string | null
          longest_streak: number | null
          period_type: string | null
          strength: number | null
          total_score: number | null
        }
        Relationships: []
      }
      OPTION_METADATA: {
        Row: {
          HABIT_ID: number | null
          label: string | null
          OPTION_ID: number | null
          score_value: number | null
        }
        Relationships: [
          {
            foreignKeyName: "question_metadata_habit_id_fkey"
            columns: ["HABIT_ID"]
            isOneToOne: false
            referencedRelation: "habit_metadata"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "question_metadata_habit_id_fkey"
            columns: ["HABIT_ID"]
            isOneToOne: false
            referencedRelation: "habit_performance_new"
            referencedColumns: ["habit_id"]
          },
        ]
      }
    }
    Functions: {
      create_group_from_template: {
        Args: { p_group_id: number }
        Returns: number
      }
      create_habit: { Args: { p_habit: Json }; Returns: number }
      create_habit_from_template: {
        Args: { p_template_id: number }
        Returns: number
      }
      daily_group_scores_in_range: {
        Args: { p_from: string; p_group_id?: number; p_to: string }
        Returns: {
          date: string
          group_id: number
          habits_answered: number
          max_score: number
          total_score: number
        }[]
      }
      delete_my_account: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json }
      import_already_here: { Args: { p_data: Json }; Returns: Json }
      import_loop_habits: { Args: { p_data: Json }; Returns: Json }
      import_my_data: { Args: { p_data: Json }; Returns: Json }
      loop_import_days: {
        Args: { p_habit_ids: number[]; p_kinds: string[] }
        Returns: Json
      }
      reorder_habit_groups: {
        Args: { p_group_ids: number[] }
        Returns: undefined
      }
      reorder_habits: { Args: { p_habit_ids: number[] }; Returns: undefined }
      save_habit_as_template: { Args: { p_habit_id: number }; Returns: number }
      save_habit_day: {
        Args: {
          p_answers: Json
          p_date: string
          p_habit_id: number
          p_skip_edited_at?: string
          p_skip_note?: string
          p_skipped?: boolean
        }
        Returns: Json
      }
      save_push_subscription: {
        Args: {
          p_auth: string
          p_endpoint: string
          p_p256dh: string
          p_user_agent?: string
        }
        Returns: number
      }
      update_habit: {
        Args: { p_habit: Json; p_habit_id: number }
        Returns: number
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
