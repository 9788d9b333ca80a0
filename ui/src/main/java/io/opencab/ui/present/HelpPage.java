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
     * This page as pages of at most {@code columns} pay columns each, so that a paytable shown in
     * credits and currency at any bet fits the screen (issue 24); a page without a paytable, or one
     * narrow enough, is itself. Later pages say which cluster sizes they continue with.
     */
    public List<HelpPage> splitPaytable(int columns) {
        int widest = paytable.stream().mapToInt(r -> r.pays().size()).max().orElse(0);
        if (widest <= columns) {
            return List.of(this);
        }
        List<HelpPage> out = new java.util.ArrayList<>();
        for (int from = 0; from < widest; from += columns) {
            int start = from;
            int end = Math.min(widest, from + columns);
            List<PayRow> rows = paytable.stream()
                    .map(r -> new PayRow(r.symbol(), r.name(), r.pays().subList(Math.min(start, r.pays().size()),
                            Math.min(end, r.pays().size()))))
                    .toList();
            int smallest = rows.stream().flatMap(r -> r.pays().stream()).mapToInt(SizePay::fromSize).min().orElse(0);
            out.add(start == 0 ? new HelpPage(title, paragraphs, rows)
                    : new HelpPage(title, List.of("Continued: clusters of " + smallest + " or more."), rows));
        }
        return List.copyOf(out);
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
