package io.opencab.app.cabinet;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the casino's system (SAS, docs/sas.md) has switched off: play (LP 01/02), bill acceptance
 * (LP 06/07), single games (LP 09), and play while its link is down when the jurisdiction says so.
 * The host sets it from the link thread; the cabinet reads it before each action. No player action
 * clears it: only the host (or its link coming back) does. A round already under way is finished
 * (regulations.md 1.4, non-fault disable mid-game) and cash-out stays possible.
 */
public final class HostGate {
    private volatile boolean playDisabled;
    private volatile boolean billsDisabled;
    private volatile boolean linkDown;
    private final Set<String> disabledGames = ConcurrentHashMap.newKeySet();

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

    public boolean linkDown() {
        return linkDown;
    }

    public boolean gameDisabled(String gameId) {
        return disabledGames.contains(gameId);
    }

    /** {@code earlier} when not null (the cabinet's own refusal), else why the host refuses {@code a} now, or null. */
    String refusal(String earlier, Action a, StateKind base, String gameId) {
        if (earlier != null) {
            return earlier;
        }
        String off = playDisabled ? "play is disabled by the casino system (SAS)"
            : linkDown ? "play is disabled: the link to the casino system is down (SAS)" : null;
        return switch (a) {
            case Action.Spin s when base != StateKind.PRESENTING -> off != null ? off
                : gameDisabled(gameId) ? "game " + gameId + " is disabled by the casino system (SAS)" : null;
            case Action.InsertBill b -> off != null ? off
                : billsDisabled ? "bills are disabled by the casino system (SAS)" : null;
            case Action.SelectGame g -> gameDisabled(g.gameId())
                ? "game " + g.gameId() + " is disabled by the casino system (SAS)" : null;
            default -> null;
        };
    }
}
