package io.opencab.ui.view;

import io.opencab.money.MoneyFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/**
 * Issue 39 item 5: every number a screen shows is written the one way ({@link MoneyFormat}): a whole number of four
 * or more digits is grouped, an amount in currency is exactly what the formatter writes, and no amount is given in
 * cents. Dates, times, codes with leading zeros (SAS meter codes such as 000C) and validation numbers are not
 * amounts and are left alone. Call on the JavaFX thread.
 */
final class NumberScan {
    /** A whole number of 4+ digits not grouped: not part of a date, time, code, decimal or grouped number. */
    private static final Pattern UNGROUPED =
            Pattern.compile("(?:(?<=x)|(?<![\\w.,:/'\\u00A0-]))[1-9]\\d{3,}(?![\\w.,:'/\\u00A0-])");
    /** An amount in currency: digits, separators and two decimals, then the code. */
    private static final Pattern CURRENCY = Pattern.compile("(-?[0-9][0-9.,'\\u00A0]*[.,][0-9]{2}) ([A-Z]{3})\\b");
    private static final Pattern CENTS = Pattern.compile("\\d cents\\b");
    /** Thousands grouped with a plain space (the old credits style beside the formatter's). */
    private static final Pattern SPACED = Pattern.compile("(?<![\\w.,:-])\\d{1,3}(?: \\d{3})+(?![\\w.,:])");

    private NumberScan() {
    }

    /** What {@code root}'s visible texts write otherwise than {@code money} would. */
    static List<String> problems(String screen, Node root, MoneyFormat money) {
        List<String> out = new ArrayList<>();
        walk(screen, root, money, out);
        return out;
    }

    private static void walk(String screen, Node n, MoneyFormat money, List<String> out) {
        if (!n.isVisible() || n.getOpacity() == 0 || n instanceof javafx.scene.control.TextInputControl) {
            return; // a field holds a value as it is typed and stored, not a number written for reading
        }
        String text = n instanceof Labeled l ? l.getText() : n instanceof Text t ? t.getText() : null;
        if (text != null && !text.isBlank()) {
            check(screen + " " + (n.getId() == null ? n.getClass().getSimpleName() : "#" + n.getId()), text, money, out);
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(screen, c, money, out);
            }
        }
    }

    static void check(String where, String text, MoneyFormat money, List<String> out) {
        Matcher u = UNGROUPED.matcher(text);
        while (u.find()) {
            out.add(where + ": " + u.group() + " not grouped in \"" + text + "\"");
        }
        Matcher c = CURRENCY.matcher(text);
        while (c.find()) {
            long cents = Long.parseLong(c.group(1).replaceAll("[^0-9-]", ""));
            String expected = new MoneyFormat(1, c.group(2), money.grouping()).cents(cents);
            if (!c.group().equals(expected)) {
                out.add(where + ": " + c.group() + " is not written " + expected + " in \"" + text + "\"");
            }
        }
        Matcher sp = SPACED.matcher(text);
        while (sp.find()) {
            out.add(where + ": " + sp.group() + " grouped with a plain space in \"" + text + "\"");
        }
        if (CENTS.matcher(text).find()) {
            out.add(where + ": an amount in cents in \"" + text + "\"");
        }
    }
}
