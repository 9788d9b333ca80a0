package io.opencab.ui.games.board;

import io.opencab.ui.present.Step;
import io.opencab.ui.present.UiException;

/** Steps as a board receives them: each board shows only its own game's steps. */
public final class BoardSteps {
    private BoardSteps() {
    }

    /** {@code s} as a step of {@code type}, or a clear error naming the board and the step. */
    public static <T> T as(Class<T> type, Step s, String board) {
        if (type.isInstance(s)) {
            return type.cast(s);
        }
        throw new UiException(board + " board cannot show a " + s.getClass().getName());
    }
}
