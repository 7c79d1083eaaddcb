// The seeded operators (DESIGN.md §6). They answer the demo's chats and drive the widget in
// tests. Their password is a setting (OPERATOR_SEED_PASSWORD); outside production it defaults
// to DEMO_OPERATOR_PASSWORD, which the README lists with the accounts.
import type { NewChatOperatorRow } from '../db/schema';
import { hashPassword } from '../chat/operator-auth';

export const DEMO_OPERATOR_PASSWORD = 'operator-demo-2026';

export const OPERATOR_SEED: ReadonlyArray<Omit<NewChatOperatorRow, 'passwordHash'>> = [
  { operatorId: 1, loginId: 'counsel1', displayName: '김상담' },
  { operatorId: 2, loginId: 'counsel2', displayName: '이지원' },
  { operatorId: 3, loginId: 'counsel3', displayName: '박연결' },
];

const hashes = new Map<string, Promise<string>>();

/** The seed rows with `password` hashed (once per process: scrypt is slow on purpose). */
export async function operatorSeedRows(password: string | null): Promise<NewChatOperatorRow[]> {
  if (password === null) return OPERATOR_SEED.map((row) => ({ ...row, passwordHash: null }));
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const passwordHash = await hashes.get(password)!;
  return OPERATOR_SEED.map((row) => ({ ...row, passwordHash }));
}
