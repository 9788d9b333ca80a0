package io.opencab.ui.view;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.ServiceForm;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskState;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A value being entered on a service page (issue 39 item 8), touch first: the setting's human label over its
 * raw key in small print, what it means, the value running now and the one saved for the next start, and the
 * control its kind asks for: a stepper and the number keypad, a pick-list, a set of ticks, or the on-screen
 * keyboard; SAVE and CANCEL. The deck works too: BET+/BET- step or move, MAX BET ticks, SPIN saves, CASH OUT
 * cancels.
 */
final class ServiceFormView {
    private ServiceFormView() {
    }

    static Node of(KioskController controller, ServiceForm form, KioskState s) {
        ConfigItem item = form.item();
        ConfigItem.Field f = item.field();
        VBox box = new VBox(8);
        box.setId("service-form");
        box.getChildren().addAll(Ui.label("form-title", item.label(), "attendant-title"),
                Ui.label("form-key", item.key(), "config-raw-key"),
                Ui.wrapped(item.description(), "config-description", 960));
        if (!item.key().equals(io.opencab.ui.control.ServiceControl.SEED)) {
            box.getChildren().add(Ui.wrapped("Running now: " + ConfigText.of(item.value(), f, s)
                    + (item.pending() ? "    Saved for the next start: " + ConfigText.of(item.saved(), f, s) : ""),
                    "config-value", 960));
            box.getChildren().getLast().setId("form-running");
        }
        Label entered = Ui.wrapped("", "form-value", 960);
        entered.setId("form-value");
        Runnable show = () -> entered.setText(shown(form, s));
        form.draft().addListener((o, a, b) -> show.run());
        show.run();
        box.getChildren().add(entered);
        box.getChildren().add(control(controller, form, s));
        HBox actions = new HBox(12,
                Ui.button("form-save", form.action(), controller.attendant().service()::save),
                Ui.button("form-cancel", "CANCEL", controller.attendant().service()::cancel));
        actions.setAlignment(Pos.CENTER_LEFT);
        box.getChildren().addAll(actions, Ui.label("form-hint", hint(f, s), "note"));
        return box;
    }

    private static String shown(ServiceForm form, KioskState s) {
        ConfigItem.Field f = form.item().field();
        String d = form.draft().get();
        return switch (f.kind()) {
            case TEXT -> "Entered: " + d + "_";
            case NUMBER -> "Entered: " + (d.isEmpty() ? "_" : ConfigText.number(d, f.unit(), s))
                    + "   (" + s.money().credits(f.min()) + " to "
                    + ConfigText.number(Long.toString(f.max()), f.unit(), null) + ")";
            case CHOICE, FLAG, SUBSET -> "Chosen: " + ConfigText.of(d, f, s);
        };
    }

    private static String hint(ConfigItem.Field f, KioskState s) {
        return switch (f.kind()) {
            case NUMBER -> "Deck: BET+/BET- step by " + s.money().credits(f.step())
                    + ", SPIN saves, CASH OUT cancels. Or touch the keypad.";
            case CHOICE, FLAG -> "Deck: BET+/BET- move through the list, SPIN saves, CASH OUT cancels. Or touch a choice.";
            case SUBSET -> "Deck: BET+/BET- move, MAX BET adds or removes, SPIN saves, CASH OUT cancels. Or touch.";
            case TEXT -> "Touch the keys; SPIN saves, CASH OUT cancels.";
        };
    }

    private static Node control(KioskController controller, ServiceForm form, KioskState s) {
        ConfigItem.Field f = form.item().field();
        return switch (f.kind()) {
            case NUMBER -> {
                HBox stepper = new HBox(12,
                        Ui.button("form-minus", "- " + s.money().credits(f.step()), () -> form.step(-1)),
                        Ui.button("form-plus", "+ " + s.money().credits(f.step()), () -> form.step(1)));
                yield new HBox(40, Keypad.digits("form-key", form::key, null), stepper);
            }
            case CHOICE, FLAG, SUBSET -> choices(form, s);
            case TEXT -> f.isHex() ? Keypad.hex("form-key", form::key) : Keypad.text("form-key", form::key);
        };
    }

    /** A pick-list (or a set's ticks), top to bottom as BET+/BET- move through it. */
    private static Node choices(ServiceForm form, KioskState s) {
        List<ConfigItem.Choice> choices = form.item().field().choices();
        boolean set = form.item().field().kind() == ConfigItem.Field.Kind.SUBSET;
        javafx.scene.layout.FlowPane pane = new javafx.scene.layout.FlowPane(javafx.geometry.Orientation.VERTICAL, 10, 6);
        pane.setPrefWrapLength(Math.min(choices.size(), 7) * 50); // columns of seven: a long list stays on the page
        pane.setId("form-choices");
        Runnable paint = () -> {
            List<String> picked = form.picked();
            for (int i = 0; i < choices.size(); i++) {
                Button b = (Button) pane.getChildren().get(i);
                ConfigItem.Choice c = choices.get(i);
                boolean on = set ? picked.contains(c.value()) : form.draft().get().equals(c.value());
                b.setText((set ? (on ? "[x] " : "[  ] ") : on ? "> " : "   ") + ConfigText.label(c.value(), form.item().field(), s));
                b.getStyleClass().removeAll("choice-on", "choice-cursor");
                if (on) {
                    b.getStyleClass().add("choice-on");
                }
                if (i == form.cursor().get()) {
                    b.getStyleClass().add("choice-cursor");
                }
            }
        };
        for (int i = 0; i < choices.size(); i++) {
            int k = i;
            Button b = Ui.button("form-choice-" + i, choices.get(i).label(), () -> form.pick(k));
            b.getStyleClass().add("choice-button");
            pane.getChildren().add(b);
        }
        form.draft().addListener((o, a, b) -> paint.run());
        form.cursor().addListener((o, a, b) -> paint.run());
        paint.run();
        return pane;
    }
}
