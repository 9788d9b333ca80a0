package io.opencab.ui.present;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.grid.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The labelled fallback for a game without a dedicated renderer: the boards its outcome carries,
 * one after the other, then the win of each RTP source from {@link RoundOutcome#sourceWin}, the
 * features counted, and the total. Every amount comes from the outcome; the game's own animations
 * (issue 11) come with its dedicated renderer.
 */
public final class GenericRenderer implements GameRenderer {
    public static final String LABEL = "Generic presentation - this game's own animations are not built yet";

    private final GameInfo info;

    public GenericRenderer(Game game) {
        this.info = game.info();
    }

    @Override
    public String gameId() {
        return info.id();
    }

    @Override
    public boolean dedicated() {
        return false;
    }

    /** A board shown, {@code index} of {@code count}. */
    public record BoardStep(Board board, int index, int count, List<String> lines, long winAfter, String caption)
            implements Step {
        public BoardStep {
            lines = List.copyOf(lines);
        }

        public int millis() {
            return 700;
        }
    }

    @Override
    public RoundScript script(RoundOutcome o) {
        if (!o.gameId().equals(info.id())) {
            throw new UiException("generic renderer of " + info.id() + " got an outcome of " + o.gameId());
        }
        List<Board> boards = BoardWalk.boards(o);
        List<Step> steps = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        lines.add("Bet " + o.bet() + " (level " + o.betLevel() + "), " + o.cascades() + " cascades in the main spin");
        Board first = boards.isEmpty() ? null : boards.getFirst();
        int n = boards.size();
        for (int i = 0; i < n; i++) {
            steps.add(new BoardStep(boards.get(i), i + 1, n, lines, 0, "Board " + (i + 1) + " of " + n));
        }
        Board last = boards.isEmpty() ? first : boards.getLast();
        long running = 0;
        for (int s = 0; s < info.sources().size(); s++) {
            long w = o.sourceWin(s);
            if (w == 0) {
                continue;
            }
            running += w;
            lines.add(info.sources().get(s) + ": " + w);
            steps.add(new BoardStep(last, n, n, lines, running, info.sources().get(s) + " pays " + w));
        }
        for (int f = 0; f < info.features().size(); f++) {
            int count = o.featureCount(f);
            if (count > 0) {
                lines.add("feature " + info.features().get(f) + " x" + count);
            }
        }
        String total = (o.totalWin() == 0 ? "No win" : "TOTAL WIN " + o.totalWin())
                + (o.capped() ? " - maximum win of x" + info.capX() + " bets reached" : "");
        lines.add(total);
        steps.add(new BoardStep(last, n, n, lines, o.totalWin(), total));
        return new RoundScript(o, steps);
    }

    @Override
    public BoardView createView() {
        return new GenericBoardView(info);
    }

    @Override
    public List<HelpPage> help() {
        return List.of(new HelpPage("About " + info.name(), List.of(
                "Bet levels: " + info.betLevels() + " x " + info.coinsPerLevel() + " coins.",
                String.format(Locale.ROOT, "Theoretical return to player: %d.%02d%%.", info.targetRtpPpm() / 10000,
                        info.targetRtpPpm() / 100 % 100),
                "Max win in a single game round is capped at x" + info.capX() + " bets.",
                "Features: " + String.join(", ", info.features()) + ".",
                LABEL + "; the full paytable page comes with it."), List.of()));
    }

    @Override
    public javafx.scene.Node symbol(int symbol, double size) {
        return GenericBoardView.tile(symbol, size);
    }
}
