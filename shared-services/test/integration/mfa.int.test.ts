import { Secret, TOTP } from 'otpauth';
import { getStoredMfaStatus } from '../../src/features/auth/mfa-api';
import { enrollTotp, getMfaStatus, verifyTotp } from '../../src/features/auth/mfa-service';
import { signedInAppClient } from './app-client';
import { actAs, PASSWORD, startActors, type Actors } from './backoffice-fixtures';

/*
 * The back office's gate decides first from the status the session in the browser has (getStoredMfaStatus)
 * and then from the server's (getMfaStatus): against the real auth server, the two agree whenever the session
 * is current, and the stored one lags only where GoTrue's answer to a call does not carry the user.
 */

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

describe('getStoredMfaStatus / getMfaStatus', () => {
  it('agree before, during and after an enrolment, and for a later sign-in that still owes the code', async () => {
    actAs(actors.seller);
    const none = { currentLevel: 'aal1', nextLevel: 'aal1', factors: [] };
    expect(await getStoredMfaStatus()).toEqual(none);
    expect(await getMfaStatus()).toEqual(none);

    const enrolment = await enrollTotp();
    // the unverified factor is on the server; the session's user does not have it yet
    const pending = await getMfaStatus();
    expect(pending.factors).toEqual([
      expect.objectContaining({ id: enrolment.factorId, status: 'unverified' }),
    ]);
    expect((await getStoredMfaStatus()).factors).toEqual([]);

    await verifyTotp(enrolment.factorId, code(enrolment.secret));
    const raised = await getMfaStatus();
    expect(raised).toEqual({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
      factors: [expect.objectContaining({ id: enrolment.factorId, status: 'verified' })],
    });
    expect(await getStoredMfaStatus()).toEqual(raised);

    // a new password sign-in is aal1 and its stored user knows the factor: the code is owed at once
    actAs(await signedInAppClient(actors.server, 'penjual@koperasi.test', PASSWORD));
    const owed = await getStoredMfaStatus();
    expect(owed).toEqual({ ...raised, currentLevel: 'aal1' });
    expect(await getMfaStatus()).toEqual(owed);
  });
});
