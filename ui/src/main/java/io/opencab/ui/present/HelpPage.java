package io.opencab.ui.present;

import java.util.List;

/**
 * One section of a game's help: a title, paragraphs, symbols drawn as on the reels each beside its rule, and an
 * optional paytable generated from the game's math. The kiosk flows the sections onto pages of one fixed size
 * ({@link HelpSheet}); a section may continue on the next page.
 *
 * @param paytable rows of the paytable, or empty
 * @param symbols  symbols with their rules (Wilds, Scatter, royals, ...), drawn as on the reels; may be empty
 */
public record HelpPage(String title, List<String> paragraphs, List<PayRow> paytable, List<SymbolNote> symbols) {
    public HelpPage {
        paragraphs = List.copyOf(paragraphs);
        paytable = List.copyOf(paytable);
        symbols = List.copyOf(symbols);
    }

    /** A section without symbol notes. */
    public HelpPage(String title, List<String> paragraphs, List<PayRow> paytable) {
        this(title, paragraphs, paytable, List.of());
    }

    /**
     * A symbol drawn as on the reels, beside its name and what it does (issue 39 item 4).
     *
     * @param symbol the symbol's id in its game (for drawing it)
     * @param name   its name as the player reads it
     * @param text   its rule in the player's words
     */
    public record SymbolNote(int symbol, String name, String text) {
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
            out.add(start == 0 ? new HelpPage(title, paragraphs, rows, symbols)
                    : new HelpPage(title, List.of("Clusters of " + smallest + " or more:"), rows));
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
