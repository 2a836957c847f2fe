/**
 * Every repository over one client. The app uses `repositories` from app-repositories.ts (the
 * singleton client); tests call createRepositories with a client signed in as a test user.
 */
import type { DbClient } from './db-client';
import { createAnswerEntryRepository } from './answer-entry';
import { createAutomaticityCheckRepository } from './automaticity-check';
import { createCheckmarksTrackerRepository } from './checkmarks-tracker';
import {
  createConsequenceFulfillmentRepository,
  createConsequenceLogRepository,
  createConsequenceMetadataRepository,
  createConsequenceSummaryRepository,
} from './consequences';
import { createDailyGroupScoresRepository } from './daily-group-scores';
import { createDailyHabitScoresRepository } from './daily-habit-scores';
import { saveHabitDayWith, type SaveHabitDayInput } from './save-habit-day';
import { createHabitGroupRepository } from './habit-group';
import { createHabitMetadataRepository } from './habit-metadata';
import { createHabitPauseRepository } from './habit-pause';
import { createHabitPerformanceRepository } from './habit-performance';
import { createOptionMetadataRepository } from './option-metadata';
import { createOptionTemplateRepository } from './option-template';
import { createQuestionMetadataRepository } from './question-metadata';
import { createQuestionTemplateRepository } from './question-template';
import { createConsequenceTemplateRepository, createHabitTemplateRepository } from './templates';

export function createRepositories(client: DbClient) {
  return {
    answerEntry: createAnswerEntryRepository(client),
    automaticityCheck: createAutomaticityCheckRepository(client),
    optionMetadata: createOptionMetadataRepository(client),
    optionTemplate: createOptionTemplateRepository(client),
    questionMetadata: createQuestionMetadataRepository(client),
    questionTemplate: createQuestionTemplateRepository(client),
    checkmarksTracker: createCheckmarksTrackerRepository(client),
    dailyGroupScores: createDailyGroupScoresRepository(client),
    dailyHabitScores: createDailyHabitScoresRepository(client),
    consequenceMetadata: createConsequenceMetadataRepository(client),
    consequenceLog: createConsequenceLogRepository(client),
    consequenceFulfillment: createConsequenceFulfillmentRepository(client),
    consequenceSummary: createConsequenceSummaryRepository(client),
    consequenceTemplate: createConsequenceTemplateRepository(client),
    habitGroup: createHabitGroupRepository(client),
    habitMetadata: createHabitMetadataRepository(client),
    habitTemplate: createHabitTemplateRepository(client),
    habitPause: createHabitPauseRepository(client),
    habitPerformance: createHabitPerformanceRepository(client),
    saveHabitDay: (input: SaveHabitDayInput) => saveHabitDayWith(client, input),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
