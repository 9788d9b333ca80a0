package io.opencab.ui.port;

import io.opencab.engine.game.GameInfo;
import java.util.List;
import java.util.Objects;

/**
 * Everything the player screens show, as the cabinet decides it. Immutable; the port sends a
 * new value on every change. Amounts are integer credits; {@code creditValueCents} converts to
 * currency for display only.
 *
 * @param games            the games offered, in the order of the game-select screen
 * @param gameId           the game being played, or {@code null} on game select
 * @param betLevel         the selected bet level of {@code gameId} (any value on game select)
 * @param credits          the credit meter (the bet of a round in progress already deducted)
 * @param creditValueCents the value of one credit in cents (the denomination)
 * @param currency         ISO 4217 code shown beside currency amounts, e.g. {@code EUR}
 * @param lastWin          the win of the last paid round
 * @param round            the round to present now, or {@code null}
 * @param lockup           what locks the game now (tilt, handpay, door), or {@code null}
 * @param access           the attendant key and PIN state
 * @param rules            jurisdiction and configuration switches for the player screens
 * @param history          the player's recent rounds, newest first (empty when history is off)
 * @param message          a message from the cabinet ("bill rejected", "insert bill", ...), or {@code null}
 * @param promo            the promotional credits within {@code credits} (issue 40), {@link PromoCredits#NONE} for none
 * @param bonusCents       the bonus the casino system awarded last (AFT bonus or LP 8A), in cents, shown with the win
 *                         until the next round; 0 for none (docs/aft.md "What people see")
 */
public record KioskState(List<GameInfo> games, String gameId, int betLevel, long credits, long creditValueCents,
                         String currency, long lastWin, PresentedRound round, Lockup lockup, Access access,
                         PlayerRules rules, List<HistoryEntry> history, String message, PromoCredits promo,
                         long bonusCents) {

    /** A state without a bonus award (the form before the bonus part of issue 40). */
    public KioskState(List<GameInfo> games, String gameId, int betLevel, long credits, long creditValueCents,
                      String currency, long lastWin, PresentedRound round, Lockup lockup, Access access,
                      PlayerRules rules, List<HistoryEntry> history, String message, PromoCredits promo) {
        this(games, gameId, betLevel, credits, creditValueCents, currency, lastWin, round, lockup, access, rules,
            history, message, promo, 0);
    }

    /** A state without promotional credits (the form before issue 40). */
    public KioskState(List<GameInfo> games, String gameId, int betLevel, long credits, long creditValueCents,
                      String currency, long lastWin, PresentedRound round, Lockup lockup, Access access,
                      PlayerRules rules, List<HistoryEntry> history, String message) {
        this(games, gameId, betLevel, credits, creditValueCents, currency, lastWin, round, lockup, access, rules,
            history, message, PromoCredits.NONE);
    }

    public KioskState {
        Objects.requireNonNull(promo, "promo");
        if (bonusCents < 0) {
            throw new IllegalArgumentException("a bonus award of " + bonusCents + " cents");
        }
        games = List.copyOf(games);
        history = List.copyOf(history);
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(currency, "currency");
        if (creditValueCents < 1) {
            throw new IllegalArgumentException("credit value must be at least 1 cent, got " + creditValueCents);
        }
    }

    /** The attendant key and PIN. */
    public enum Access {
        /** Key off: the player screens. */
        NONE,
        /** Key turned: the PIN pad. */
        PIN_REQUIRED,
        /** PIN accepted: the attendant menu. */
        ATTENDANT,
        /** Technician PIN accepted: the attendant menu plus configuration and RAM clear. */
        TECHNICIAN
    }

    /** The offered game {@code id}, or {@code null}. */
    public GameInfo game(String id) {
        for (GameInfo g : games) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        return null;
    }

    /** The game being played, or {@code null} on game select. */
    public GameInfo currentGame() {
        return gameId == null ? null : game(gameId);
    }

    /** The one formatter of this cabinet's amounts: its credit value, currency and grouping (issue 39 item 5). */
    public io.opencab.money.MoneyFormat money() {
        return new io.opencab.money.MoneyFormat(creditValueCents, currency, rules.grouping());
    }

    /** The bet in credits at the current game and level, or 0 on game select. */
    public long bet() {
        GameInfo g = currentGame();
        return g == null || !g.offers(betLevel) ? 0 : g.bet(betLevel);
    }
}
