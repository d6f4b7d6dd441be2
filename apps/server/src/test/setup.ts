import { setPasswordHashCost } from '../infra/passwords';

// Every test file hashes at argon2's cheapest cost; passwords.test.ts checks the real one.
setPasswordHashCost('test');
