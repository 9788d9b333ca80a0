package io.opencab.ui.view;

import io.opencab.ui.control.ServiceForm;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.layout.GridPane;

/**
 * The on-screen keypad (issue 39 item 8): a cabinet has a touch screen and a button deck, no keyboard. One
 * component for every entry: the PIN, numbers (settings, autoplay limits), a seed in hex and, for the few
 * settings that are text (the cabinet id, ticket lines, device paths), letters. Each key gives its character,
 * {@link ServiceForm#BACK} or {@link ServiceForm#CLEAR}.
 */
final class Keypad extends GridPane {
    enum Layout { DIGITS, HEX, TEXT }

    private static final List<String> TEXT_ROWS = List.of("1234567890", "QWERTYUIOP", "ASDFGHJKL-", "ZXCVBNM._/",
            ",:&'()#+ ");

    private final String prefix;
    private final Consumer<String> key;
    private boolean lower;

    private Keypad(String prefix, Consumer<String> key) {
        this.prefix = prefix;
        this.key = key;
        setHgap(6);
        setVgap(6);
        getStyleClass().add("keypad");
    }

    /** Digits 1-9 over {@code CLEAR 0 <}; with {@code enter} (the PIN pad): {@code < 0 OK} instead. */
    static Keypad digits(String prefix, Consumer<String> key, Runnable enter) {
        Keypad k = new Keypad(prefix, key);
        k.digitBlock(0);
        if (enter == null) {
            k.add(k.key("clear", "CLEAR", ServiceForm.CLEAR), 0, 3);
            k.add(k.key("0", "0", "0"), 1, 3);
            k.add(k.key("back", "<", ServiceForm.BACK), 2, 3);
        } else {
            k.add(k.key("back", "<", ServiceForm.BACK), 0, 3);
            k.add(k.key("0", "0", "0"), 1, 3);
            Button ok = Ui.button(prefix + "-ok", "OK", enter);
            ok.getStyleClass().add("keypad-key");
            k.add(ok, 2, 3);
        }
        return k;
    }

    /** Digits and A-F (a seed). */
    static Keypad hex(String prefix, Consumer<String> key) {
        Keypad k = digits(prefix, key, null);
        String letters = "ABCDEF";
        for (int i = 0; i < letters.length(); i++) {
            String c = String.valueOf(letters.charAt(i));
            k.add(k.key(c.toLowerCase(java.util.Locale.ROOT), c, c.toLowerCase(java.util.Locale.ROOT)), 3 + i % 2, i / 2);
        }
        return k;
    }

    /** Letters, digits and the punctuation ticket lines and identifiers use; a key switches capitals. */
    static Keypad text(String prefix, Consumer<String> key) {
        Keypad k = new Keypad(prefix, key);
        k.layoutText();
        return k;
    }

    static Keypad of(Layout layout, String prefix, Consumer<String> key) {
        return switch (layout) {
            case DIGITS -> digits(prefix, key, null);
            case HEX -> hex(prefix, key);
            case TEXT -> text(prefix, key);
        };
    }

    private void layoutText() {
        getChildren().clear();
        for (int r = 0; r < TEXT_ROWS.size(); r++) {
            String row = TEXT_ROWS.get(r);
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                String c = lower ? String.valueOf(Character.toLowerCase(ch)) : String.valueOf(ch);
                String id = ch == ' ' ? "space" : Character.isLetterOrDigit(ch) ? String.valueOf(Character.toLowerCase(ch))
                        : "p" + (int) ch;
                add(key(id, ch == ' ' ? "SPACE" : c, c), i, r, ch == ' ' ? 2 : 1, 1);
            }
        }
        Button shift = Ui.button(prefix + "-shift", lower ? "ABC" : "abc", () -> {
            lower = !lower;
            layoutText();
        });
        shift.getStyleClass().add("keypad-key");
        add(shift, 0, TEXT_ROWS.size(), 2, 1);
        add(key("back", "<", ServiceForm.BACK), 2, TEXT_ROWS.size(), 2, 1);
        add(key("clear", "CLEAR", ServiceForm.CLEAR), 4, TEXT_ROWS.size(), 2, 1);
    }

    private void digitBlock(int column) {
        for (int i = 0; i < 9; i++) {
            String d = String.valueOf((char) ('1' + i));
            add(key(d, d, d), column + i % 3, i / 3);
        }
    }

    private Button key(String id, String text, String value) {
        Button b = Ui.button(prefix + "-" + id, text, () -> key.accept(value));
        b.getStyleClass().add("keypad-key");
        b.setMaxWidth(Double.MAX_VALUE);
        return b;
    }
}
