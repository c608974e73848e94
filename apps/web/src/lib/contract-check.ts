import { operations, type OperationName } from '@ebelediye/contract';

/**
 * In development and tests every answer is read against its operation's response schema (issue
 * 19 item 6): a server or a test stub that drifts from the contract fails loudly where it
 * happens, instead of as a blank cell three screens later. Production builds leave it out
 * (`build-env.ts` loads it).
 */
export async function checkAnswerAgainstContract(name: OperationName, body: unknown): Promise<void> {
  const result = operations[name].response.safeParse(body);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
  throw new Error(`${name} answered outside its contract: ${problems}`);
}
