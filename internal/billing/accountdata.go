package billing

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store"
)

// What an account's export and deletion need from billing (docs/adr/0025, 0026).

// MsgCancelFailed answers a deletion whose subscription the provider could not cancel:
// nothing was deleted, so the user is not left paying for an account that is gone.
const MsgCancelFailed = "We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes."

// RetainFor is how long the anonymised payment records of a deleted account are kept: the
// longest period accounting and tax law in the EU asks books and their vouchers to be kept.
const RetainFor = 10 * 365 * 24 * time.Hour

// History is a user's billing history as the export shows it.
type History struct {
	CustomerID    string                `json:"customer_id,omitempty" doc:"Your customer id at the payment provider"`
	Provider      string                `json:"provider,omitempty" doc:"sandbox or stripe"`
	Subscriptions []HistorySubscription `json:"subscriptions"`
	Payments      []HistoryPayment      `json:"payments" doc:"Every checkout started; paid ones have paid_at"`
	CreditBalance int                   `json:"credit_balance"`
	CreditLedger  []HistoryLedgerEntry  `json:"credit_ledger" doc:"Every change of the credit balance, oldest first"`
	Usage         []HistoryUsageMonth   `json:"usage" doc:"Drafts counted against the monthly allowance, per UTC month"`
}

type HistorySubscription struct {
	ID                string     `json:"id" bun:"id"`
	Plan              string     `json:"plan" bun:"plan"`
	Status            string     `json:"status" bun:"status"`
	CancelAtPeriodEnd bool       `json:"cancel_at_period_end" bun:"cancel_at_period_end"`
	CurrentPeriodEnd  *time.Time `json:"current_period_end" nullable:"true" bun:"current_period_end"`
	UpdatedAt         time.Time  `json:"updated_at" bun:"updated_at"`
}

type HistoryPayment struct {
	ID           string     `json:"id" bun:"id"`
	Provider     string     `json:"provider" bun:"provider"`
	Mode         string     `json:"mode" bun:"mode" enum:"subscription,payment"`
	Plan         string     `json:"plan" bun:"plan" enum:"monthly,yearly,credits"`
	Quantity     int        `json:"quantity" bun:"quantity"`
	CreditsAdded int        `json:"credits_added" bun:"credits_added"`
	CreatedAt    time.Time  `json:"created_at" bun:"created_at"`
	PaidAt       *time.Time `json:"paid_at" nullable:"true" bun:"fulfilled_at"`
}

type HistoryLedgerEntry struct {
	Delta     int       `json:"delta" bun:"delta"`
	Reason    string    `json:"reason" bun:"reason"`
	Reference string    `json:"reference,omitempty" bun:"reference"`
	CreatedAt time.Time `json:"created_at" bun:"created_at"`
}

type HistoryUsageMonth struct {
	Month string `json:"month" bun:"month" doc:"YYYY-MM"`
	Used  int    `json:"used" bun:"used"`
}

// HistoryOf returns the user's billing history, read in one transaction so its parts agree.
func (s *Service) HistoryOf(ctx context.Context, userID string) (*History, error) {
	h := &History{Subscriptions: []HistorySubscription{}, Payments: []HistoryPayment{}, CreditLedger: []HistoryLedgerEntry{}, Usage: []HistoryUsageMonth{}}
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var customers []struct {
			Provider   string `bun:"provider"`
			CustomerID string `bun:"customer_id"`
		}
		if err := tx.NewSelect().TableExpr("billing_customers").Column("provider", "customer_id").Where("user_id = ?", userID).Scan(ctx, &customers); err != nil {
			return err
		}
		if len(customers) > 0 {
			h.Provider, h.CustomerID = customers[0].Provider, customers[0].CustomerID
		}
		if err := tx.NewSelect().TableExpr("billing_subscriptions").
			Column("id", "plan", "status", "cancel_at_period_end", "current_period_end", "updated_at").
			Where("user_id = ?", userID).OrderExpr("updated_at ASC, id ASC").Scan(ctx, &h.Subscriptions); err != nil {
			return err
		}
		if err := tx.NewSelect().TableExpr("billing_checkout_sessions").
			Column("id", "provider", "mode", "plan", "quantity", "credits_added", "created_at", "fulfilled_at").
			Where("user_id = ?", userID).OrderExpr("created_at ASC, id ASC").Scan(ctx, &h.Payments); err != nil {
			return err
		}
		var balances []int
		if err := tx.NewSelect().TableExpr("credit_balances").Column("balance").Where("user_id = ?", userID).Scan(ctx, &balances); err != nil {
			return err
		}
		if len(balances) > 0 {
			h.CreditBalance = balances[0]
		}
		if err := tx.NewSelect().TableExpr("credit_ledger").Column("delta", "reason", "reference", "created_at").
			Where("user_id = ?", userID).OrderExpr("created_at ASC, id ASC").Scan(ctx, &h.CreditLedger); err != nil {
			return err
		}
		return tx.NewSelect().TableExpr("usage_months").Column("month", "used").
			Where("user_id = ?", userID).OrderExpr("month ASC").Scan(ctx, &h.Usage)
	})
	if err != nil {
		return nil, fmt.Errorf("billing history: %w", err)
	}
	return h, nil
}

// terminalStatus says a subscription will never bill again.
func terminalStatus(status string) bool {
	return status == "canceled" || status == "incomplete_expired"
}

// CancelSubscriptionsOf cancels, with the provider, every subscription of the user that
// could still bill, and stores what the provider says afterwards. Run before the account is
// erased and with no transaction open; on failure nothing may be erased.
func (s *Service) CancelSubscriptionsOf(ctx context.Context, userID string) (canceled int, err error) {
	var subs []struct {
		ID     string `bun:"id"`
		Plan   string `bun:"plan"`
		Status string `bun:"status"`
	}
	if err := s.db.NewSelect().TableExpr("billing_subscriptions").Column("id", "plan", "status").
		Where("user_id = ?", userID).Scan(ctx, &subs); err != nil {
		return 0, fmt.Errorf("read subscriptions: %w", err)
	}
	for _, sub := range subs {
		if terminalStatus(sub.Status) {
			continue
		}
		after, err := s.provider.CancelSubscription(ctx, sub.ID)
		if err != nil {
			return canceled, wrap(apperr.Unavailable, MsgCancelFailed, err)
		}
		if after.Plan == "" {
			after.Plan = Plan(sub.Plan)
		}
		if after.Status == "" || !terminalStatus(after.Status) {
			// stripe-mock answers canned objects; a real provider answers "canceled".
			after.Status = "canceled"
		}
		if err := upsertSubscription(ctx, s.db, userID, after, store.Now()); err != nil {
			return canceled, fmt.Errorf("store canceled subscription: %w", err)
		}
		canceled++
		s.log.InfoContext(ctx, "subscription canceled for account deletion", "user", userID, "subscription", sub.ID)
	}
	return canceled, nil
}

// RetainRecordsOf copies, inside the deletion's transaction, the records that accounting law
// requires to be kept — paid checkouts and subscriptions — into billing_retained_records,
// without the user's id or email: the provider's ids are what an accountant matches against
// the provider's invoices. Everything else of the user's billing goes with the account.
func (s *Service) RetainRecordsOf(ctx context.Context, tx bun.Tx, userID string, now time.Time) error {
	var customers []struct {
		Provider   string `bun:"provider"`
		CustomerID string `bun:"customer_id"`
	}
	if err := tx.NewSelect().TableExpr("billing_customers").Column("provider", "customer_id").Where("user_id = ?", userID).Scan(ctx, &customers); err != nil {
		return err
	}
	customerID, provider := "", s.provider.Name()
	if len(customers) > 0 {
		customerID, provider = customers[0].CustomerID, customers[0].Provider
	}
	eraseAfter := now.Add(RetainFor)
	const insert = "INSERT INTO billing_retained_records (id, kind, provider, customer_id, plan, quantity, credits_added, status, occurred_at, account_deleted_at, erase_after) "
	if _, err := tx.ExecContext(ctx, insert+
		"SELECT id, 'payment', provider, ?, plan, quantity, credits_added, 'paid', fulfilled_at, ?, ? FROM billing_checkout_sessions "+
		"WHERE user_id = ? AND fulfilled_at IS NOT NULL ON CONFLICT (id) DO NOTHING",
		customerID, now, eraseAfter, userID); err != nil {
		return fmt.Errorf("retain payments: %w", err)
	}
	if _, err := tx.ExecContext(ctx, insert+
		"SELECT id, 'subscription', ?, customer_id, plan, 0, 0, status, updated_at, ?, ? FROM billing_subscriptions "+
		"WHERE user_id = ? ON CONFLICT (id) DO NOTHING",
		provider, now, eraseAfter, userID); err != nil {
		return fmt.Errorf("retain subscriptions: %w", err)
	}
	return nil
}

// DeleteExpiredRecords erases retained records whose keeping period has ended.
func (s *Service) DeleteExpiredRecords(ctx context.Context) (int64, error) {
	res, err := s.db.NewDelete().TableExpr("billing_retained_records").Where("erase_after < ?", store.Now()).Exec(ctx)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
