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

    /** A game's pay for a cluster of {@code size} cells of {@code symbol}, in coins per bet level (0: no pay). */
    @FunctionalInterface
    public interface Pays {
        long pay(int symbol, int size);
    }

    /**
     * A game's "Paytable" page: {@code text}, the pays of its paying symbols (see {@link #payRows}) and the notes
     * on its special symbols.
     */
    public static HelpPage paytable(String text, int paying, int cells, Pays pays,
                                    java.util.function.IntFunction<String> name, SymbolNote... notes) {
        return new HelpPage("Paytable", List.of(text), payRows(paying, cells, pays, name), List.of(notes));
    }

    /**
     * The paytable's rows, highest symbol first: each paying symbol's pays grouped into ranges of cluster sizes
     * that pay the same, for sizes 1 to {@code cells}.
     *
     * @param paying the number of paying symbols (ids 0 to paying - 1)
     */
    public static List<PayRow> payRows(int paying, int cells, Pays pays, java.util.function.IntFunction<String> name) {
        List<PayRow> rows = new java.util.ArrayList<>();
        for (int s = paying - 1; s >= 0; s--) {
            List<SizePay> ranges = new java.util.ArrayList<>();
            int from = -1;
            long coins = 0;
            for (int size = 1; size <= cells + 1; size++) {
                long p = size <= cells ? pays.pay(s, size) : -1;
                if (from >= 0 && p != coins) {
                    ranges.add(new SizePay(from, size - 1, coins));
                    from = -1;
                }
                if (from < 0 && p > 0) {
                    from = size;
                    coins = p;
                }
            }
            rows.add(new PayRow(s, name.apply(s), ranges));
        }
        return rows;
    }
}
