/**
 * The operator key the browser tests' server is started with (see playwright.config.ts): the
 * operator side of a journey (approving a withdrawal) goes through the operator calls with it.
 */
export const E2E_OPERATOR_KEY = 'e2e_operator_key_0123456789abcdefghijklmnop';
