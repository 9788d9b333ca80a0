package io.opencab.ui.present;

import java.util.List;

/**
 * One page of the help screen as shown: blocks of a game's help sections ({@link HelpPage}) flowed onto a page of
 * one fixed size (issue 39 item 4: a fixed grid, no half-empty pages). Its title is the section it opens with.
 *
 * @param title  the section the page begins with, "(continued)" when it began on the page before
 * @param blocks what the page shows, top to bottom
 */
public record HelpSheet(String title, List<Block> blocks) {
    public HelpSheet {
        blocks = List.copyOf(blocks);
    }

    /** Everything the page's paragraphs, symbol rules and headings say, one string (tests: limits are on the pages). */
    public String text() {
        StringBuilder b = new StringBuilder(title);
        for (Block k : blocks) {
            switch (k) {
                case Heading h -> b.append('\n').append(h.title());
                case Para p -> b.append('\n').append(p.text());
                case Symbols s -> s.notes().forEach(n -> b.append('\n').append(n.name()).append(": ").append(n.text()));
                default -> {
                }
            }
        }
        return b.toString();
    }

    /** What a help page is made of. */
    public sealed interface Block permits Heading, Para, Symbols, PayHeader, Pays, Picture {
    }

    /** A section's title inside a page. */
    public record Heading(String title) implements Block {
    }

    /** A paragraph. */
    public record Para(String text) implements Block {
    }

    /** One row of symbols with their rules, one or two side by side. */
    public record Symbols(List<HelpPage.SymbolNote> notes) implements Block {
        public Symbols {
            notes = List.copyOf(notes);
        }
    }

    /** The line over a paytable saying which bet its amounts are for. */
    public record PayHeader() implements Block {
    }

    /** One symbol's row of the paytable. */
    public record Pays(HelpPage.PayRow row) implements Block {
    }

    /** The game's picture for its help section {@code section} ({@link GameRenderer#helpPicture}). */
    public record Picture(int section) implements Block {
    }
}
