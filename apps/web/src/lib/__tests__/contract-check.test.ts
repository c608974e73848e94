import { describe, expect, it } from 'vitest';
import { humanCheckChallenge } from '../../testing/contract-fixtures';
import { checkAnswerAgainstContract } from '../contract-check';

describe('answers are read against the contract in development and tests', () => {
  it('passes an answer shaped as its operation says', async () => {
    await expect(checkAnswerAgainstContract('CreateHumanVerificationChallenge', humanCheckChallenge)).resolves.toBeUndefined();
  });

  it('fails an answer that drifted, naming the operation and the field', async () => {
    await expect(checkAnswerAgainstContract('CreateHumanVerificationChallenge', { ...humanCheckChallenge, signature: 7 })).rejects.toThrow(
      /^CreateHumanVerificationChallenge answered outside its contract: signature: /,
    );
    await expect(checkAnswerAgainstContract('GetServerTime', 'yarın')).rejects.toThrow(/GetServerTime answered outside its contract/);
  });
});
