package io.opencab.ui.present;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import java.util.function.Function;

/**
 * The set-up every game's own renderer shares (docs/ui.md, "Game presentation"): it is built for one game and
 * refuses any other, presents only that game's outcomes, draws its symbols with the game's art, makes its board
 * view, and says it is dedicated. A game's renderer adds its script and help.
 *
 * @param <G> the game's class
 * @param <O> the class of its outcomes
 */
public abstract class DedicatedRenderer<G extends Game, O extends RoundOutcome> implements GameRenderer {
    /** The game this renderer presents. */
    protected final G game;
    /** Its description (id, name, cap, return). */
    protected final GameInfo info;
    private final Class<O> outcomes;
    private final String name;
    private final Art art;
    private final Function<? super G, ? extends BoardView> view;

    /** How the game draws one of its symbols: {@link GameRenderer#symbol}. */
    @FunctionalInterface
    public interface Art {
        javafx.scene.Node symbol(int symbol, double size);
    }

    /**
     * @param game     the game to present; another game is a clear error
     * @param type     the game's class
     * @param outcomes the class of its outcomes
     * @param name     the game's name in messages (e.g. "Christmas Tree")
     * @param art      how the game draws its symbols
     * @param view     makes a new board view of the game (from the game, so it may read the game's math)
     */
    protected DedicatedRenderer(Game game, Class<G> type, Class<O> outcomes, String name, Art art,
                                Function<? super G, ? extends BoardView> view) {
        if (!type.isInstance(game)) {
            throw new UiException(getClass().getSimpleName() + " needs the " + name + " game, got " + game.info().id());
        }
        this.game = type.cast(game);
        this.info = game.info();
        this.outcomes = outcomes;
        this.name = name;
        this.art = art;
        this.view = view;
    }

    @Override
    public final String gameId() {
        return info.id();
    }

    @Override
    public final boolean dedicated() {
        return true;
    }

    @Override
    public final RoundScript script(RoundOutcome outcome) {
        if (!outcomes.isInstance(outcome)) {
            throw new UiException(name + " renderer got an outcome of game " + outcome.gameId());
        }
        return present(outcomes.cast(outcome));
    }

    @Override
    public final javafx.scene.Node symbol(int symbol, double size) {
        return art.symbol(symbol, size);
    }

    @Override
    public final BoardView createView() {
        return view.apply(game);
    }

    /** The script of one of this game's rounds. */
    protected abstract RoundScript present(O outcome);
}
