package io.opencab.app.kiosk;

import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.cabinet.state.AttendantView;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.cabinet.state.HandpayView;
import io.opencab.app.cabinet.state.Role;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.engine.game.GameInfo;
import io.opencab.ui.port.HistoryEntry;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.PlayerRules;
import io.opencab.ui.port.PresentedRound;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cabinet's state as the kiosk's port shows it (ui: {@code KioskState}). A pure mapping: every
 * amount, lockup and round comes from the cabinet's snapshot; nothing here decides.
 */
final class KioskStates {
    private static final String WAIT_FOR_ATTENDANT = "Please wait: an attendant will pay you by hand.";
    private static final String HOST_DISABLED = "Play resumes when the casino system enables the machine."
        + " Your credits are safe; you may cash them out.";
    private static final String CALL_ATTENDANT = "Please call an attendant. Your credits are safe.";

    private final Map<String, GameInfo> infos = new HashMap<>();
    private final String currency;
    private final PlayerRules rules;
    private final String notice;

    /**
     * {@code games}: the cabinet's offered games with the bet levels its configuration allows;
     * {@code notice}: shown when the cabinet has no message of its own (development mode), or null.
     */
    KioskStates(GameLibrary library, List<GameChoice> games, String currency, PlayerRules rules, String notice) {
        for (GameChoice g : games) {
            GameInfo info = library.game(g.gameId()).info();
            infos.put(g.gameId(), new GameInfo(info.id(), info.name(), info.coinsPerLevel(), g.betLevels(), info.capX(),
                info.sources(), info.features(), info.targetRtpPpm(), info.mathSha256()));
        }
        this.currency = currency;
        this.rules = rules;
        this.notice = notice;
    }

    /** {@code promo}: the promotional credits within the meter (issue 40), read from critical memory by the caller. */
    KioskState map(CabinetState s, List<HistoryEntry> history, io.opencab.ui.port.PromoCredits promo) {
        List<GameInfo> games = new ArrayList<>();
        for (GameChoice g : s.games()) {
            games.add(infos.get(g.gameId()));
        }
        // The kiosk shows game select when it has no game; the cabinet keeps its last choice underneath.
        String gameId = s.kind() == StateKind.GAME_SELECT ? null : s.gameId();
        PresentedRound round = s.round()
            .filter(r -> r.phase() != RoundView.Phase.PAID)
            .map(r -> new PresentedRound(r.roundId(), r.outcome(), r.creditsBefore()))
            .orElse(null);
        return new KioskState(games, gameId, s.betLevel(), s.credits(), s.denominationCents(), currency, s.lastWin(),
            round, lockup(s), access(s), rules, history, s.message().isEmpty() ? notice : s.message(), promo,
            s.bonusCents());
    }

    /** A tilt shows over a handpay (docs/cabinet.md); the oldest tilt first. */
    static Lockup lockup(CabinetState s) {
        if (!s.tilts().isEmpty()) {
            Tilt t = s.tilts().getFirst();
            Lockup.Kind kind = t.reason() == TiltReason.DOOR_OPEN ? Lockup.Kind.DOOR_OPEN : Lockup.Kind.TILT;
            return new Lockup(kind, t.code(), t.detail(), 0,
                kind == Lockup.Kind.DOOR_OPEN ? "Play resumes when the door is closed." : CALL_ATTENDANT);
        }
        if (s.handpay().isPresent()) {
            HandpayView h = s.handpay().get();
            return h.jackpot()
                // A jackpot without a round is a bonus jackpot from the casino system (docs/aft.md "Bonus transfers").
                ? new Lockup(Lockup.Kind.HANDPAY_JACKPOT, "HANDPAY." + h.handpayId(), h.roundId() == 0
                    ? "Bonus award from the casino system" : "Jackpot of round " + h.roundId(), h.credits(),
                    WAIT_FOR_ATTENDANT)
                : new Lockup(Lockup.Kind.HANDPAY_CASHOUT, "HANDPAY." + h.handpayId(),
                    "Cash out of " + h.credits() + " credits", h.credits(), WAIT_FOR_ATTENDANT);
        }
        // The casino system's disable (LP 01, or its link down under disable-play) once no round is under way:
        // a round already started is finished and shown first (regulations.md 1.4); only the host ends it.
        boolean roundShown = s.round().map(r -> r.phase() != RoundView.Phase.PAID).orElse(false);
        if (!s.hostDisabled().isEmpty() && !roundShown) {
            return new Lockup(Lockup.Kind.HOST_DISABLED, "", s.hostDisabled(), 0, HOST_DISABLED);
        }
        return null;
    }

    /** The kiosk knows attendant and technician menus; a regulator sees the attendant's (the cabinet refuses changes). */
    static KioskState.Access access(CabinetState s) {
        if (s.attendant().isEmpty()) {
            return KioskState.Access.NONE;
        }
        AttendantView a = s.attendant().get();
        if (a.role() == null) {
            return KioskState.Access.PIN_REQUIRED;
        }
        return a.role() == Role.TECHNICIAN ? KioskState.Access.TECHNICIAN : KioskState.Access.ATTENDANT;
    }
}
