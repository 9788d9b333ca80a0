package io.opencab.ui.present;

import java.util.List;

/**
 * One help page: a title, paragraphs, and an optional paytable generated from the game's math.
 *
 * @param paytable rows of the paytable, or empty for a text page
 */
public record HelpPage(String title, List<String> paragraphs, List<PayRow> paytable) {
    public HelpPage {
        paragraphs = List.copyOf(paragraphs);
        paytable = List.copyOf(paytable);
    }

    /**
     * One symbol's pays.
     *
     * @param symbol symbol id in its game (for drawing it)
     * @param name   the symbol's name
     * @param pays   the pay for each cluster-size range, in coins at bet level 1
     */
    public record PayRow(int symbol, String name, List<SizePay> pays) {
        public PayRow {
            pays = List.copyOf(pays);
        }
    }

    /** Clusters of {@code fromSize} to {@code toSize} cells pay {@code coins} per bet level. */
    public record SizePay(int fromSize, int toSize, long coins) {
        public String sizes() {
            return fromSize == toSize ? Integer.toString(fromSize) : fromSize + "-" + toSize;
        }
    }
}
