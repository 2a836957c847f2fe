/**
 * Every repository over one client: each src/api module that reaches the database is a
 * `createXRepository(client)`. The app uses `repositories` from app-repositories.ts (the
 * singleton client); tests call createRepositories with a client signed in as a test user.
 */
import type { DbClient } from './db-client';
import { createAccountRepository } from './account';
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
import { createHabitDayRepository } from './habit-day';
import { createHabitGroupRepository } from './habit-group';
import { createHabitMetadataRepository } from './habit-metadata';
import { createHabitPauseRepository } from './habit-pause';
import { createHabitPerformanceRepository } from './habit-performance';
import { createLiveChannelRepository } from './live-channel';
import { createLoopImportRepository } from './loop-import';
import { createOptionMetadataRepository } from './option-metadata';
import { createOptionTemplateRepository } from './option-template';
import { createQuestionMetadataRepository } from './question-metadata';
import { createQuestionTemplateRepository } from './question-template';
import { createRemindersRepository } from './reminders';
import { createConsequenceTemplateRepository, createHabitTemplateRepository } from './templates';
import { createUserMasterRepository } from './user-master';
import { createUserSettingsRepository } from './user-settings';

export function createRepositories(client: DbClient) {
  return {
    account: createAccountRepository(client),
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
    habitDay: createHabitDayRepository(client),
    habitGroup: createHabitGroupRepository(client),
    habitMetadata: createHabitMetadataRepository(client),
    habitTemplate: createHabitTemplateRepository(client),
    habitPause: createHabitPauseRepository(client),
    habitPerformance: createHabitPerformanceRepository(client),
    liveChannel: createLiveChannelRepository(client),
    loopImport: createLoopImportRepository(client),
    reminders: createRemindersRepository(client),
    userMaster: createUserMasterRepository(client),
    userSettings: createUserSettingsRepository(client),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
