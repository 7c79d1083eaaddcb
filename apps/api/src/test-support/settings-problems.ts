// What loadSettings says of an environment it refuses; a test fails if it is accepted.
import { SettingsError, loadSettings } from '../settings';

export function settingsProblems(env: Record<string, string>): string {
  try {
    loadSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}
