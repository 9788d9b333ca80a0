package io.opencab.app.cabinet.state;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What the casino's system (SAS, docs/sas.md) has switched off: play (LP 01/02), bill acceptance
 * (LP 06/07), single games (LP 09), and play while its link is down when the jurisdiction says so.
 * The host sets it from the link thread; the cabinet reads it before each action. No player action
 * clears it: only the host (or its link coming back) does. A round already under way is finished
 * (regulations.md 1.4, non-fault disable mid-game) and cash-out stays possible. It also holds the AFT lock (LP 74),
 * the bills the host allows (LP 08) and whether the link is up (tickets are redeemed only then), and it is the SAS
 * service's way onto the cabinet thread: {@link #apply} after a change, {@link #resetHandpay} for LP 94.
 */
public final class HostGate {
    private volatile boolean playDisabled;
    private volatile boolean billsDisabled;
    private volatile boolean linkDown;
    /** The AFT lock (LP 74, docs/aft.md): held until this System.nanoTime() value, while aftLocked. */
    private volatile boolean aftLocked;
    private volatile long aftLockUntil;
    /** The host polls us (SAS link up): tickets can be redeemed only then. */
    private volatile boolean linkUp;
    private final Set<String> disabledGames = ConcurrentHashMap.newKeySet();
    /** LP 08's bills (face values in cents), or null while the host has not restricted them. */
    private volatile Set<Long> hostBills;
    /** LP 08 action flag 0: disable the validator after each accepted bill (flag 1 keeps it enabled). */
    private volatile boolean disableAfterEachBill;
    /** Runs a task on the cabinet thread and waits for it (the cabinet's own queue). */
    private volatile Function<Function<Machine, Boolean>, Boolean> onCabinet;
    /** Keys off the pending handpay as the host (the attendant's key-off, by "SAS host"); set by the dispatcher. */
    private volatile Function<Machine, Boolean> hostKeyOff;

    /** Binds the gate to the cabinet's queue: {@code runner} runs a task on the cabinet thread and waits for it. */
    public HostGate bind(Function<Function<Machine, Boolean>, Boolean> runner) {
        onCabinet = runner;
        return this;
    }

    /**
     * The hook LP 94 runs on the cabinet thread: keys off the pending handpay, true when paid. The state knows no part,
     * so the part that keys off a handpay (the attendant's) is set here by the dispatcher that builds it.
     */
    public void keyOffWith(Function<Machine, Boolean> keyOff) {
        hostKeyOff = keyOff;
    }

    /**
     * LP 94 (docs/sas.md): keys off the pending handpay as "SAS host", as an attendant would. It
     * waits for the cabinet thread, so call it off the link thread. False with no handpay pending
     * or when the store cannot record it (then the lockup stays for an attendant).
     */
    public boolean resetHandpay() {
        Function<Function<Machine, Boolean>, Boolean> run = onCabinet;
        Function<Machine, Boolean> keyOff = hostKeyOff;
        return run != null && keyOff != null && run.apply(keyOff);
    }

    /**
     * Runs the cabinet once, so that its outputs (the bill validator's inhibit) and its published state
     * (the kiosk's "disabled by the casino system" screen) follow a change of this gate. It waits for the
     * cabinet thread: call it off the link thread, after the setters.
     */
    public void apply() {
        Function<Function<Machine, Boolean>, Boolean> run = onCabinet;
        if (run != null) {
            run.apply(m -> true);
        }
    }

    /** Why the host keeps play disabled now, "" when it does not (the kiosk's host-disabled screen). */
    public String disabledReason() {
        return playDisabled ? "This machine has been disabled by the casino system."
            : linkDown ? "This machine is disabled: its link to the casino system is down." : "";
    }

    /** Bills are refused now: the host disabled the validator (LP 07) or play (LP 01, link down), or AFT holds a lock. */
    public boolean refusesBills() {
        return billsDisabled || playDisabled || linkDown || aftLocked();
    }

    /** LP 74 locked the cabinet for an AFT transfer until {@code untilNanos} (System.nanoTime): no spin, bill or cash-out. */
    public void aftLock(long untilNanos) {
        aftLockUntil = untilNanos;
        aftLocked = true;
    }

    /** The AFT lock ended (cancelled, its transfer done). */
    public void aftUnlock() {
        aftLocked = false;
    }

    /** An AFT lock is held now (it ends by itself at its timeout). */
    public boolean aftLocked() {
        return aftLocked && System.nanoTime() - aftLockUntil < 0;
    }

    /** Nanoseconds left of the AFT lock, 0 when none is held (the attendant's AFT page shows its timeout). */
    public long aftLockNanosLeft() {
        long left = aftLockUntil - System.nanoTime();
        return aftLocked && left > 0 ? left : 0;
    }

    /**
     * LP 08: only these bills (cents) from now on, within the configured ones; until the next LP 08 or restart.
     * {@code disableAfterEachBill}: each stacked bill disables the validator as LP 07 would, until LP 06.
     */
    public void billDenominations(Set<Long> valueCents, boolean disableAfterEachBill) {
        hostBills = Set.copyOf(valueCents);
        this.disableAfterEachBill = disableAfterEachBill;
    }

    /** A bill was stacked (cabinet thread): with LP 08's action flag 0 (disable after each bill) it is now off. */
    public void billStacked() {
        if (disableAfterEachBill) {
            billsDisabled = true;
        }
    }

    /** False for a bill the host's LP 08 left out. */
    public boolean allowsBill(long valueCents) {
        Set<Long> allowed = hostBills;
        return allowed == null || allowed.contains(valueCents);
    }

    public void playEnabled(boolean enabled) {
        playDisabled = !enabled;
    }

    public void billsEnabled(boolean enabled) {
        billsDisabled = !enabled;
    }

    /** The link is down and the configured policy disables play until it is back. */
    public void linkDown(boolean down) {
        linkDown = down;
    }

    public void gameEnabled(String gameId, boolean enabled) {
        if (enabled) {
            disabledGames.remove(gameId);
        } else {
            disabledGames.add(gameId);
        }
    }

    public boolean playDisabled() {
        return playDisabled;
    }

    public boolean billsDisabled() {
        return billsDisabled;
    }

    /** The SAS link is up (polls for us within the last 5 s), whatever the link-down policy. */
    public void linkUp(boolean up) {
        linkUp = up;
    }

    public boolean linkUp() {
        return linkUp;
    }

    public boolean linkDown() {
        return linkDown;
    }

    public boolean gameDisabled(String gameId) {
        return disabledGames.contains(gameId);
    }

    /** {@code earlier} when not null (the cabinet's own refusal), else why the host refuses {@code a} now, or null. */
    public String refusal(String earlier, Action a, StateKind base, String gameId) {
        if (earlier != null) {
            return earlier;
        }
        String off = playDisabled ? "play is disabled by the casino system (SAS)"
            : linkDown ? "play is disabled: the link to the casino system is down (SAS)"
            : aftLocked() ? "a transfer from the casino system is under way (AFT lock)" : null;
        return switch (a) {
            case Action.Spin s when base != StateKind.PRESENTING -> off != null ? off
                : gameDisabled(gameId) ? "game " + gameId + " is disabled by the casino system (SAS)" : null;
            case Action.InsertBill b -> off != null ? off
                : billsDisabled ? "bills are disabled by the casino system (SAS)"
                : !allowsBill(b.valueCents()) ? "a bill of " + b.valueCents() + " cents is not accepted by the casino system's"
                    + " choice of bills (SAS LP 08)" : null;
            case Action.SelectGame g -> off != null ? off : gameDisabled(g.gameId())
                ? "game " + g.gameId() + " is disabled by the casino system (SAS)" : null;
            // The host-disabled screen is left only by the host (docs/sas.md): no bet or game change under it.
            case Action.ShowGameSelect g -> off;
            case Action.SetBetLevel b -> off;
            case Action.BetUp b -> off;
            case Action.BetDown b -> off;
            case Action.MaxBet b -> off;
            // The AFT lock holds the credit meter still (docs/aft.md "Lock"): no cash-out under it either. The kiosk
            // shows this message to the player, who pressed CASH OUT and saw nothing happen: it says the press waits
            // and for what (docs/cleanroom-aft-bonus-2026-11-28.md D3).
            case Action.CashOut c -> aftLocked() ? "CASH OUT waits: a transfer from the casino system is under way (AFT lock)"
                : null;
            // Never stopped by the host: a SPIN that skips to the end of the round being shown (a round under way is
            // finished, regulations.md 1.4), the screen's and the devices' reports (a deck button is checked again as
            // the action it maps to), help and the attendant call, and the attendant's functions. Listed one by one,
            // with no default, so that a new action cannot slip past the host's gate: the compiler asks where it goes.
            case Action.Spin _, Action.PresentationDone _, Action.Help _, Action.Back _, Action.ServiceCall _,
                Action.ButtonPressed _, Action.DoorChanged _, Action.KeyTurned _, Action.BillReported _,
                Action.PrinterReported _, Action.EnterPin _, Action.KeyOffHandpay _, Action.ClearTilt _,
                Action.ResolveBill _, Action.ResolveTicket _, Action.ResolveRedeem _, Action.ClearPeriodMeters _,
                Action.RequestRamClear _, Action.ConfirmRamClear _, Action.CancelRamClear _, Action.VerifySoftware _,
                Action.LampTest _, Action.SetConfig _ -> null;
        };
    }
}
