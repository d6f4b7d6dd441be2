-- One ledger transfer in one call, so a movement costs the application one round trip to the
-- database. It keeps every rule of the ledger service: the idempotency key names one movement (a
-- second call with the same movement is a replay, another movement under the key a conflict),
-- both accounts are locked in id order, a wallet that may not go negative is never debited below
-- zero, and the transfer, both balances and both entries are written together or not at all. A
-- refusal writes nothing and answers its reason instead of raising, so a caller's transaction is
-- not aborted by it; the application turns the reason into its error.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_site_id integer,
  p_key varchar,
  p_kind varchar,
  p_currency varchar,
  p_amount bigint,
  p_from integer,
  p_to integer,
  p_memo jsonb
) RETURNS TABLE (r_outcome text, r_transfer bigint, r_from_balance bigint, r_to_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_transfer bigint;
  v_existing ledger_transfers%ROWTYPE;
  v_existing_from integer;
  v_existing_to integer;
  v_from ledger_accounts%ROWTYPE;
  v_to ledger_accounts%ROWTYPE;
  v_from_balance bigint;
  v_to_balance bigint;
BEGIN
  -- The insert comes first and waits for a concurrent holder of the same key, so of two
  -- simultaneous first attempts one moves the money and the other sees its committed row.
  INSERT INTO ledger_transfers (site_id, idempotency_key, kind, currency, amount, memo)
  VALUES (p_site_id, p_key, p_kind, p_currency, p_amount, p_memo)
  ON CONFLICT (site_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_transfer;

  IF v_transfer IS NULL THEN
    SELECT * INTO v_existing FROM ledger_transfers t
    WHERE t.site_id = p_site_id AND t.idempotency_key = p_key;
    SELECT max(e.account_id) FILTER (WHERE e.amount < 0), max(e.account_id) FILTER (WHERE e.amount > 0)
    INTO v_existing_from, v_existing_to
    FROM ledger_entries e WHERE e.transfer_id = v_existing.id;
    IF v_existing.kind <> p_kind OR v_existing.amount <> p_amount
       OR v_existing.currency <> p_currency
       OR v_existing_from IS DISTINCT FROM p_from OR v_existing_to IS DISTINCT FROM p_to THEN
      RETURN QUERY SELECT 'idempotency_conflict'::text, v_existing.id, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'replayed'::text, v_existing.id,
      (SELECT a.balance FROM ledger_accounts a WHERE a.id = p_from),
      (SELECT a.balance FROM ledger_accounts a WHERE a.id = p_to);
    RETURN;
  END IF;

  -- Locked in ascending id order: two transfers over the same accounts in opposite directions
  -- queue instead of deadlocking.
  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_from, p_to) ORDER BY a.id FOR UPDATE;
  SELECT * INTO v_from FROM ledger_accounts a WHERE a.id = p_from;
  SELECT * INTO v_to FROM ledger_accounts a WHERE a.id = p_to;

  IF v_from.id IS NULL OR v_to.id IS NULL
     OR v_from.site_id <> p_site_id OR v_to.site_id <> p_site_id THEN
    DELETE FROM ledger_transfers t WHERE t.id = v_transfer;
    RETURN QUERY SELECT 'account_not_found'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_from.currency <> p_currency OR v_to.currency <> p_currency THEN
    DELETE FROM ledger_transfers t WHERE t.id = v_transfer;
    RETURN QUERY SELECT 'currency_mismatch'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF NOT v_from.may_go_negative AND v_from.balance < p_amount THEN
    DELETE FROM ledger_transfers t WHERE t.id = v_transfer;
    RETURN QUERY SELECT 'insufficient_funds'::text, NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  UPDATE ledger_accounts a SET balance = a.balance - p_amount WHERE a.id = p_from
  RETURNING a.balance INTO v_from_balance;
  UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to
  RETURNING a.balance INTO v_to_balance;
  INSERT INTO ledger_entries (transfer_id, account_id, amount)
  VALUES (v_transfer, p_from, -p_amount), (v_transfer, p_to, p_amount);

  RETURN QUERY SELECT 'moved'::text, v_transfer, v_from_balance, v_to_balance;
END;
$$;
