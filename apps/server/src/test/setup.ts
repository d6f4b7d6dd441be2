import { setPasswordHashCost } from '../infra/passwords';
import { setProofOfWorkCost } from '../modules/captcha/proof-of-work.service';

// Every test file hashes at argon2's cheapest cost; passwords.test.ts checks the real one.
setPasswordHashCost('test');
// Proofs of work take milliseconds; proof-of-work.routes.test.ts checks the standard range.
setProofOfWorkCost('test');
