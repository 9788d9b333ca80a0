package io.opencab.app.cabinet.round;

import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.StateKind;
import java.util.List;
import java.util.OptionalInt;

/**
 * The player's choices between rounds: the game (GAME SELECT, a game chosen on the screen) and its bet (BET+/BET-,
 * MAX BET, a level chosen), each game keeping its own bet level ({@link BetSelection}, issue 24); the help screen;
 * the attendant call (SERVICE). Cabinet thread only.
 */
public final class PlayerChoice {
    private final Machine m;
    private final BetSelection bets = new BetSelection();

    /** The first game (the state's first) at its lowest bet. */
    public PlayerChoice(Machine m) {
        this.m = m;
        m.betLevel = bets.level(m.choice());
    }

    /** SERVICE: calls an attendant, or cancels the call. */
    public Machine.Reply serviceCall() {
        m.serviceCall = !m.serviceCall;
        return m.ok(m.serviceCall ? "attendant called" : "attendant call cancelled");
    }

    /** GAME SELECT: the list of games. */
    public Machine.Reply showGameSelect() {
        m.base = StateKind.GAME_SELECT;
        return m.ok("");
    }

    /** HELP: the help screen, or back from it. */
    public Machine.Reply help() {
        m.base = m.base == StateKind.HELP ? StateKind.IDLE : StateKind.HELP;
        return m.ok("");
    }

    /** BACK: from the help or game list to the game. */
    public Machine.Reply back() {
        m.base = StateKind.IDLE;
        return m.ok("");
    }

    public Machine.Reply selectGame(String id) {
        GameChoice c = m.choice(id);
        if (c == null) {
            // Say which ids there are: a misspelt id read as "not enabled" sent an outside tester looking for a
            // setting.
            return m.refuse("game " + id + " is not enabled on this cabinet (enabled: "
                + String.join(", ", m.choices.stream().map(GameChoice::gameId).toList()) + ")");
        }
        if (!id.equals(m.gameId)) {
            long previousBet = m.choice().bet(m.betLevel);
            m.gameId = id;
            m.betLevel = bets.entering(c, previousBet);
            m.round = null;
        }
        m.base = StateKind.IDLE;
        return m.ok("");
    }

    public Machine.Reply setBetLevel(int level) {
        GameChoice c = m.choice();
        if (!c.betLevels().contains(level)) {
            return m.refuse("bet level " + level + " is not offered for " + c.name() + " (levels " + c.betLevels()
                + ")");
        }
        m.betLevel = level;
        bets.choose(c, level);
        m.base = StateKind.IDLE;
        return m.ok("bet " + m.cash.currency(c.bet(level)));
    }

    /** MAX BET: the largest bet the credits cover, saying so when that is below the game's largest (issue 24). */
    public Machine.Reply maxBet() {
        GameChoice c = m.choice();
        m.refreshCredits();
        long top = c.bet(c.betLevels().getLast());
        OptionalInt level = BetSelection.largestAffordable(c, m.credits);
        if (level.isEmpty()) {
            return m.refuse("the lowest bet " + m.cash.currency(c.bet(c.betLevels().getFirst()))
                + " is more than your credits " + m.cash.currency(m.credits) + ": insert a bill");
        }
        Machine.Reply set = setBetLevel(level.getAsInt());
        if (c.bet(level.getAsInt()) < top) {
            return m.ok("bet " + m.cash.currency(c.bet(level.getAsInt())) + ", the most your credits "
                + m.cash.currency(m.credits) + " cover (max bet " + m.cash.currency(top) + ")");
        }
        return set;
    }

    /** BET+ ({@code +1}) or BET- ({@code -1}): the next level, refused at either end. */
    public Machine.Reply stepBet(int direction) {
        List<Integer> levels = m.choice().betLevels();
        int i = levels.indexOf(m.betLevel) + direction;
        if (i < 0 || i >= levels.size()) {
            return m.refuse(direction > 0 ? "already the highest bet" : "already the lowest bet");
        }
        return setBetLevel(levels.get(i));
    }
}
