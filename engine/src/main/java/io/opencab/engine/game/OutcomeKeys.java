package io.opencab.engine.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The JSON and PAR names of a game's RTP sources and feature counts, derived from its enum of them so each name is
 * written once: {@code MIRACLE_BET_WIN} is {@code miracleBetWin}. The enum's order is the index order of
 * {@link RoundOutcome#sourceWin(int)} and {@link RoundOutcome#featureCount(int)}.
 */
public final class OutcomeKeys {
    private OutcomeKeys() {
    }

    /** The camel-case name of each constant, in declaration order. */
    public static List<String> of(Enum<?>[] kinds) {
        List<String> keys = new ArrayList<>(kinds.length);
        for (Enum<?> kind : kinds) {
            keys.add(camel(kind.name()));
        }
        return List.copyOf(keys);
    }

    static String camel(String constant) {
        StringBuilder b = new StringBuilder(constant.length());
        boolean upper = false;
        for (char c : constant.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                b.append(upper ? c : Character.toLowerCase(c));
                upper = false;
            }
        }
        return b.toString();
    }
}
