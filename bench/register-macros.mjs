// `tsx --import ./bench/register-macros.mjs bench/run.ts`: Lingui's macros compiled in the app's
// modules the benches import (bench/macro-hooks.mjs).
import { register } from 'node:module';

register('./macro-hooks.mjs', import.meta.url);
