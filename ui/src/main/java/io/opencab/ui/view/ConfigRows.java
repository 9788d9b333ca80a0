package io.opencab.ui.view;

import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskState;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The settings as the configuration and SAS pages list them (issue 39 item 8): a human label, the running value
 * in words with its unit (wrapped, never cut), the value saved for the next start where it differs, the raw key
 * in small print with why it is read-only, and what it means. A CHANGE button opens the setting's form.
 */
final class ConfigRows {
    /** Width of a value: a long list (games, bet levels, a path) wraps inside it. */
    static final double VALUE_WIDTH = 470;

    private ConfigRows() {
    }

    /**
     * One setting. {@code prefix} names its nodes ({@code prefix-value-<key>}, {@code prefix-edit-<key>}); {@code
     * change} is null where it cannot be changed here (an attendant, a read-only key).
     */
    static VBox row(String prefix, ConfigItem item, KioskState s, Runnable change) {
        return row(prefix, item, s, change, true);
    }

    /** {@code why}: say why the key is read-only (false where the page says it once for every key). */
    static VBox row(String prefix, ConfigItem item, KioskState s, Runnable change, boolean why) {
        Label label = Ui.wrapped(item.label(), "config-label", 300);
        label.setId(prefix + "-label-" + item.key());
        label.setPrefWidth(300);
        Label value = Ui.wrapped(ConfigText.of(item.value(), item.field(), s), "config-value", VALUE_WIDTH);
        value.setId(prefix + "-value-" + item.key());
        value.setPrefWidth(VALUE_WIDTH);
        HBox top = new HBox(14, label, value);
        top.setAlignment(Pos.CENTER_LEFT);
        if (change != null) {
            top.getChildren().add(Cells.small(Ui.button(prefix + "-edit-" + item.key(), "CHANGE", change)));
        }
        VBox row = new VBox(2, top);
        row.getStyleClass().add("config-row");
        if (item.pending()) {
            Label saved = Ui.wrapped("Saved for the next start: " + ConfigText.of(item.saved(), item.field(), s)
                    + " (running now: the value above)", "config-pending", 800);
            saved.setId(prefix + "-saved-" + item.key());
            row.getChildren().add(saved);
        }
        row.getChildren().add(Ui.wrapped(item.key() + (item.readOnly().isEmpty() || !why ? "" : "   read-only: " + item.readOnly()),
                "config-raw-key", 900));
        row.getChildren().add(Ui.wrapped(item.description(), "config-description", 900));
        return row;
    }

    /** A group's title from the key's first word. */
    static String topic(String key) {
        int dot = key.indexOf('.');
        String t = dot < 0 ? key : key.substring(0, dot);
        return switch (t) {
            case "cabinet" -> "CABINET";
            case "jurisdiction" -> "JURISDICTION";
            case "security" -> "SECURITY";
            case "hal" -> "DEVICES";
            case "game", "games", "bet" -> "GAMES AND BETS";
            case "credit", "handpay", "bills" -> "MONEY";
            case "store" -> "METER STORE";
            case "tito" -> "TICKETS";
            case "rng", "round" -> "GAME ENGINE";
            default -> t.toUpperCase(Locale.ROOT);
        };
    }

    /**
     * What the page says above the list: why nothing can be changed (every key read-only for the same reason,
     * e.g. the built-in configuration), or how a change applies.
     */
    static String header(List<ConfigItem> items) {
        List<String> reasons = items.stream().map(ConfigItem::readOnly).distinct().toList();
        if (!items.isEmpty() && items.stream().noneMatch(ConfigItem::editable) && reasons.size() == 1
                && !reasons.getFirst().isEmpty()) {
            return "Read-only: " + reasons.getFirst();
        }
        return "A change is saved to the configuration file, sealed and logged, and applies at the next start: until"
                + " then a setting shows the value it runs with and the value saved. BET+/BET- choose a setting,"
                + " SPIN changes it.";
    }

    static boolean readOnly(List<ConfigItem> items) {
        return header(items).startsWith("Read-only: ");
    }

    static Node group(String prefix, String topic) {
        return Ui.label(prefix + "-group-" + topic, topic, "attendant-title");
    }
}
