package io.opencab.ui.view;

import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.Screen;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The PC keyboard (docs/ui.md, "Key map"): the same inputs as the touch buttons and the deck.
 * Keys 1..6 insert bills and K turns the attendant key only when the cabinet runs simulated devices.
 */
public final class KeyMap {
    private KeyMap() {
    }

    public static void install(Scene scene, KioskController controller) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getTarget() instanceof javafx.scene.control.TextInputControl) {
                return; // typing in a field (autoplay amounts, configuration)
            }
            if (handle(e.getCode(), controller)) {
                e.consume();
            }
        });
    }

    /** Applies one key; true if it meant something. */
    public static boolean handle(KeyCode code, KioskController c) {
        Screen screen = c.model().screen().get();
        if (screen == Screen.PIN) {
            if (code.isDigitKey()) {
                c.pinDigit(code.getChar().charAt(code.getChar().length() - 1));
                return true;
            }
            switch (code) {
                case BACK_SPACE -> c.pinBackspace();
                case ENTER -> c.pinEnter();
                case K -> c.devices().toggleKey();
                case ESCAPE -> c.press(Input.BACK, Input.Source.KEYBOARD);
                default -> {
                    return false;
                }
            }
            return true;
        }
        if (keypad(code, c)) {
            return true;
        }
        Input input = switch (code) {
            case SPACE -> c.model().spaceToSpin().get() ? Input.SPIN : null;
            case S, ENTER -> Input.SPIN;
            case UP, PLUS, EQUALS, ADD -> Input.BET_UP;
            case DOWN, MINUS, SUBTRACT -> Input.BET_DOWN;
            case M -> Input.MAX_BET;
            case C -> Input.CASH_OUT;
            case H, F1 -> Input.HELP;
            case V -> Input.SERVICE;
            case G -> Input.GAME_SELECT;
            case A -> Input.AUTOPLAY;
            case O -> Input.SETTINGS;
            case Y -> Input.HISTORY;
            case ESCAPE, BACK_SPACE -> Input.BACK;
            case RIGHT -> Input.BET_UP;
            case LEFT -> Input.BET_DOWN;
            default -> null;
        };
        if (input != null) {
            c.press(input, Input.Source.KEYBOARD);
            return true;
        }
        int bill = switch (code) {
            case DIGIT1 -> 0;
            case DIGIT2 -> 1;
            case DIGIT3 -> 2;
            case DIGIT4 -> 3;
            case DIGIT5 -> 4;
            case DIGIT6 -> 5;
            default -> -1;
        };
        if (bill >= 0) {
            c.devices().insertBill(bill);
            return true;
        }
        if (code == KeyCode.K) {
            c.devices().toggleKey();
            return true;
        }
        String door = switch (code) {
            case F5 -> "MAIN";
            case F6 -> "CASH_BOX";
            case F7 -> "LOGIC";
            case F8 -> "BILL_VALIDATOR";
            default -> null;
        };
        if (door != null) {
            c.devices().toggleDoor(door);
            return true;
        }
        return false;
    }

    /**
     * The PC's digits and Backspace on an open on-screen keypad (issue 39): a service form's, or the autoplay
     * panel's for its selected limit. Elsewhere the digits insert bills.
     */
    private static boolean keypad(KeyCode code, KioskController c) {
        java.util.function.Consumer<String> pad = null;
        Screen screen = c.model().screen().get();
        if (screen == Screen.ATTENDANT && c.attendant().service().form().get() != null) {
            pad = c.attendant().service().form().get()::key;
        } else if (screen == Screen.GAME && c.model().panel().get() == Screen.Panel.AUTOPLAY
                && c.player().autoplayForm() != null) {
            pad = c.player().autoplayForm()::key;
        }
        if (pad == null) {
            return false;
        }
        if (code.isDigitKey()) {
            pad.accept(code.getChar().substring(code.getChar().length() - 1));
            return true;
        }
        if (code == KeyCode.BACK_SPACE) {
            pad.accept(io.opencab.ui.control.ServiceForm.BACK);
            return true;
        }
        return false;
    }
}
