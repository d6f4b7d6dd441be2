CREATE TABLE "agent_closed_periods" (
	"site_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"agents" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_closed_periods_site_id_period_start_pk" PRIMARY KEY("site_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "agent_period_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"week_starts_on" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_period_settings_week_check" CHECK ("agent_period_settings"."week_starts_on" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"plan_id" integer,
	"plan_name" varchar(64),
	"basis" varchar(16),
	"tier" smallint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win_loss" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"net_win_loss" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"figure" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"decided_by" varchar(100),
	"decided_at" timestamp with time zone,
	"transfer_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlements_status_check" CHECK ("agent_settlements"."status" IN ('pending', 'approved', 'paid', 'rejected')),
	CONSTRAINT "agent_settlements_basis_check" CHECK ("agent_settlements"."basis" IS NULL OR "agent_settlements"."basis" IN ('net_win_loss', 'valid_bet')),
	CONSTRAINT "agent_settlements_amounts_check" CHECK ("agent_settlements"."commission" >= 0 AND "agent_settlements"."carried_in" <= 0 AND "agent_settlements"."carried_out" <= 0 AND "agent_settlements"."rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "agent_settlements_paid_check" CHECK (("agent_settlements"."status" = 'paid') = ("agent_settlements"."paid_at" IS NOT NULL) AND ("agent_settlements"."transfer_id" IS NULL OR "agent_settlements"."status" = 'paid'))
);
--> statement-breakpoint
CREATE TABLE "member_day_figures" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(8) NOT NULL,
	"site_id" integer NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" smallint DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_figures_member_id_day_currency_pk" PRIMARY KEY("member_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "member_first_deposits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_closed_periods" ADD CONSTRAINT "agent_closed_periods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_period_settings" ADD CONSTRAINT "agent_period_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_figures" ADD CONSTRAINT "member_day_figures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_day_figures" ADD CONSTRAINT "member_day_figures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_first_deposits" ADD CONSTRAINT "member_first_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_first_deposits" ADD CONSTRAINT "member_first_deposits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_first_deposits" ADD CONSTRAINT "member_first_deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_agent_period_key" ON "agent_settlements" USING btree ("agent_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_site_id_status_period_start_index" ON "agent_settlements" USING btree ("site_id","status","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_site_id_period_start_index" ON "agent_settlements" USING btree ("site_id","period_start");--> statement-breakpoint
-- The agent figures' rollup (decision record 0029). Every row of member_day_figures is the sum of
-- movements written by the triggers below in the transaction of the movement itself: the ledger's
-- entries on members' wallets (deposits, withdrawals, bonuses, the games' money) and the games'
-- settled bets (valid bet). The view member_day_figures_expected recomputes the same sums from the
-- ledger and the bets: the migration fills the rollup from it, and ledger:verify compares the two.
CREATE OR REPLACE FUNCTION agent_figures_day(p_at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (p_at AT TIME ZONE 'America/Caracas')::date $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_day_figures_add(
  p_site integer, p_member integer, p_currency varchar, p_day date,
  p_deposit_count integer, p_deposits bigint, p_first_count integer, p_first_amount bigint,
  p_withdrawals bigint, p_valid_bet bigint, p_win_loss bigint, p_bonuses bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_day_figures AS f (member_id, day, currency, site_id, deposit_count, deposits,
    first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses)
  VALUES (p_member, p_day, p_currency, p_site, p_deposit_count, p_deposits, p_first_count,
    p_first_amount, p_withdrawals, p_valid_bet, p_win_loss, p_bonuses)
  ON CONFLICT (member_id, day, currency) DO UPDATE SET
    deposit_count = f.deposit_count + EXCLUDED.deposit_count,
    deposits = f.deposits + EXCLUDED.deposits,
    first_deposit_count = f.first_deposit_count + EXCLUDED.first_deposit_count,
    first_deposit_amount = f.first_deposit_amount + EXCLUDED.first_deposit_amount,
    withdrawals = f.withdrawals + EXCLUDED.withdrawals,
    valid_bet = f.valid_bet + EXCLUDED.valid_bet,
    win_loss = f.win_loss + EXCLUDED.win_loss,
    bonuses = f.bonuses + EXCLUDED.bonuses
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_day_figures_on_entry() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_account ledger_accounts%ROWTYPE;
  v_kind varchar;
  v_day date;
  v_first integer := 0;
BEGIN
  SELECT * INTO v_account FROM ledger_accounts a WHERE a.id = NEW.account_id;
  IF v_account.member_id IS NULL THEN RETURN NULL; END IF;
  SELECT t.kind, agent_figures_day(t.created_at) INTO v_kind, v_day
  FROM ledger_transfers t WHERE t.id = NEW.transfer_id;
  IF v_kind = 'deposit' AND NEW.amount > 0 THEN
    -- The unique key decides "first" when two deposits commit at once.
    INSERT INTO member_first_deposits (member_id, site_id, currency, amount, transfer_id, day)
    VALUES (v_account.member_id, v_account.site_id, v_account.currency, NEW.amount, NEW.transfer_id, v_day)
    ON CONFLICT (member_id) DO NOTHING;
    IF FOUND THEN v_first := 1; END IF;
    PERFORM member_day_figures_add(v_account.site_id, v_account.member_id, v_account.currency, v_day,
      1, NEW.amount, v_first, CASE WHEN v_first = 1 THEN NEW.amount ELSE 0 END, 0, 0, 0, 0);
  ELSIF v_kind IN ('withdrawal_hold', 'withdrawal_return') THEN
    PERFORM member_day_figures_add(v_account.site_id, v_account.member_id, v_account.currency, v_day,
      0, 0, 0, 0, -NEW.amount, 0, 0, 0);
  ELSIF v_kind IN ('game_bet', 'game_payout', 'game_refund', 'game_settlement', 'sport_bet',
                   'sport_payout', 'sport_refund', 'sport_cash_out', 'sport_resettle') THEN
    PERFORM member_day_figures_add(v_account.site_id, v_account.member_id, v_account.currency, v_day,
      0, 0, 0, 0, 0, 0, NEW.amount, 0);
  ELSIF v_kind IN ('signin_reward', 'promotion_award', 'recommend_award', 'bonus_grant',
                   'bonus_forfeit') THEN
    PERFORM member_day_figures_add(v_account.site_id, v_account.member_id, v_account.currency, v_day,
      0, 0, 0, 0, 0, 0, 0, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_day_figures_on_entry AFTER INSERT ON ledger_entries
FOR EACH ROW EXECUTE FUNCTION member_day_figures_on_entry();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_day_figures_on_round() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_day_figures_add(NEW.site_id, NEW.member_id, NEW.currency,
    agent_figures_day(NEW.created_at), 0, 0, 0, 0, 0, NEW.stake, 0, 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_day_figures_on_round AFTER INSERT ON house_rounds
FOR EACH ROW EXECUTE FUNCTION member_day_figures_on_round();
--> statement-breakpoint
-- A settled bet's stake counts on the day it settled; a bet that leaves 'settled' (a corrected
-- result reopening it) or settles again on another day moves its stake with it.
CREATE OR REPLACE FUNCTION member_day_figures_on_settled_bet() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_currency varchar;
  v_old date;
  v_new date;
BEGIN
  IF NEW.member_id IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'house_table_bets' THEN
    SELECT t.currency INTO v_currency FROM house_tables t WHERE t.id = NEW.table_id;
  ELSE
    v_currency := NEW.currency;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' THEN
    v_old := agent_figures_day(OLD.settled_at);
  END IF;
  IF NEW.status = 'settled' THEN
    v_new := agent_figures_day(NEW.settled_at);
  END IF;
  IF v_old IS NOT DISTINCT FROM v_new THEN RETURN NULL; END IF;
  IF v_old IS NOT NULL THEN
    PERFORM member_day_figures_add(NEW.site_id, NEW.member_id, v_currency, v_old,
      0, 0, 0, 0, 0, -OLD.stake, 0, 0);
  END IF;
  IF v_new IS NOT NULL THEN
    PERFORM member_day_figures_add(NEW.site_id, NEW.member_id, v_currency, v_new,
      0, 0, 0, 0, 0, NEW.stake, 0, 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_day_figures_on_table_bet AFTER INSERT OR UPDATE OF status, settled_at ON house_table_bets
FOR EACH ROW EXECUTE FUNCTION member_day_figures_on_settled_bet();
--> statement-breakpoint
CREATE TRIGGER member_day_figures_on_sport_bet AFTER INSERT OR UPDATE OF status, settled_at ON sport_bets
FOR EACH ROW EXECUTE FUNCTION member_day_figures_on_settled_bet();
--> statement-breakpoint
CREATE VIEW member_day_figures_expected AS
SELECT member_id, day, currency, min(site_id) AS site_id,
  sum(deposit_count)::integer AS deposit_count, sum(deposits)::bigint AS deposits,
  sum(first_deposit_count)::integer AS first_deposit_count,
  sum(first_deposit_amount)::bigint AS first_deposit_amount,
  sum(withdrawals)::bigint AS withdrawals, sum(valid_bet)::bigint AS valid_bet,
  sum(win_loss)::bigint AS win_loss, sum(bonuses)::bigint AS bonuses
FROM (
  SELECT a.member_id, agent_figures_day(t.created_at) AS day, a.currency, a.site_id,
    CASE WHEN t.kind = 'deposit' THEN 1 ELSE 0 END AS deposit_count,
    CASE WHEN t.kind = 'deposit' THEN e.amount ELSE 0 END AS deposits,
    0 AS first_deposit_count, 0::bigint AS first_deposit_amount,
    CASE WHEN t.kind IN ('withdrawal_hold', 'withdrawal_return') THEN -e.amount ELSE 0 END AS withdrawals,
    0::bigint AS valid_bet,
    CASE WHEN t.kind IN ('game_bet', 'game_payout', 'game_refund', 'game_settlement', 'sport_bet',
      'sport_payout', 'sport_refund', 'sport_cash_out', 'sport_resettle') THEN e.amount ELSE 0 END AS win_loss,
    CASE WHEN t.kind IN ('signin_reward', 'promotion_award', 'recommend_award', 'bonus_grant',
      'bonus_forfeit') THEN e.amount ELSE 0 END AS bonuses
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transfers t ON t.id = e.transfer_id
  WHERE a.member_id IS NOT NULL
    AND (t.kind IN ('withdrawal_hold', 'withdrawal_return', 'game_bet', 'game_payout', 'game_refund',
      'game_settlement', 'sport_bet', 'sport_payout', 'sport_refund', 'sport_cash_out',
      'sport_resettle', 'signin_reward', 'promotion_award', 'recommend_award', 'bonus_grant',
      'bonus_forfeit') OR (t.kind = 'deposit' AND e.amount > 0))
  UNION ALL
  SELECT d.member_id, d.day, d.currency, d.site_id, 0, 0, 1, d.amount, 0, 0, 0, 0
  FROM member_first_deposits d
  UNION ALL
  SELECT r.member_id, agent_figures_day(r.created_at), r.currency, r.site_id, 0, 0, 0, 0, 0, r.stake, 0, 0
  FROM house_rounds r
  UNION ALL
  SELECT b.member_id, agent_figures_day(b.settled_at), t.currency, b.site_id, 0, 0, 0, 0, 0, b.stake, 0, 0
  FROM house_table_bets b JOIN house_tables t ON t.id = b.table_id
  WHERE b.status = 'settled' AND b.member_id IS NOT NULL
  UNION ALL
  SELECT s.member_id, agent_figures_day(s.settled_at), s.currency, s.site_id, 0, 0, 0, 0, 0, s.stake, 0, 0
  FROM sport_bets s
  WHERE s.status = 'settled' AND s.member_id IS NOT NULL
) movements
GROUP BY member_id, day, currency;
--> statement-breakpoint
INSERT INTO member_first_deposits (member_id, site_id, currency, amount, transfer_id, day)
SELECT DISTINCT ON (a.member_id) a.member_id, a.site_id, a.currency, e.amount, e.transfer_id,
  agent_figures_day(t.created_at)
FROM ledger_entries e
JOIN ledger_accounts a ON a.id = e.account_id
JOIN ledger_transfers t ON t.id = e.transfer_id
WHERE t.kind = 'deposit' AND e.amount > 0 AND a.member_id IS NOT NULL
ORDER BY a.member_id, t.id;
--> statement-breakpoint
INSERT INTO member_day_figures (member_id, day, currency, site_id, deposit_count, deposits,
  first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses)
SELECT member_id, day, currency, site_id, deposit_count, deposits, first_deposit_count,
  first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses
FROM member_day_figures_expected;
