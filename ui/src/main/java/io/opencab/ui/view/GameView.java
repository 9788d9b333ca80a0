package io.opencab.ui.view;

import io.opencab.money.MoneyFormat;
import io.opencab.ui.control.AutoplayRun;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.Presenter;
import java.util.EnumMap;
import java.util.Map;
import javafx.beans.Observable;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The game chrome shared by every game (issue 10): the board in the middle, credits in credits
 * and currency, bet and bet level, the win meter and last win, messages, and the touch buttons
 * mirroring the deck. A lockup covers the board only (issue 39 item 7): the message line, the credits and the
 * messages stay in view, and the buttons that cannot do anything now are dimmed.
 */
final class GameView extends BorderPane {
    static final double BOARD_SCALE = 0.88;

    private final KioskController controller;
    private final KioskModel model;
    private final Label gameName = Ui.label("game-name", "", "panel-title");
    private final Label message = Ui.label("message", "", "message");
    private final Label note = Ui.label("note", "", "note");
    private final Label error = Ui.label("error", "", "error");
    private final Label credits = Ui.label("credits", "", "meter-value");
    private final Label creditsCash = Ui.label("credits-cash", "", "meter-sub");
    /** The promotional credits within the meter (issue 40): shown only while there are some. */
    private final Label promo = Ui.label("promo", "", "meter-sub");
    private final Label promoRestricted = Ui.label("promo-restricted", "", "promo-rule");
    private final Label promoNonRestricted = Ui.label("promo-nonrestricted", "", "promo-rule");
    private final Label bet = Ui.label("bet", "", "meter-value");
    private final Label betInfo = Ui.label("bet-info", "", "meter-sub");
    private final Label win = Ui.label("win", "0", "meter-value");
    private final Label winCash = Ui.label("win-cash", "", "meter-sub");
    private final Label lastWin = Ui.label("last-win", "", "meter-sub");
    /** The casino system's bonus award (issue 40 item 5), shown with the win until the next round. */
    private final Label bonusAward = Ui.label("bonus-award", "", "bonus-award");
    private final Label caption = Ui.label("caption", "", "caption");
    private final Label autoplay = Ui.label("autoplay-status", "", "note");
    private final StackPane boardHolder = new StackPane();
    private final Map<Input, Button> deck = new EnumMap<>(Input.class);
    private Presenter bound;

    GameView(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
        getStyleClass().add("kiosk-stage");
        setId("game-view");

        HBox top = new HBox(24, gameName, spacer(), message, spacer(), autoplay);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(10, 20, 4, 20));
        setTop(top);

        VBox meters = new VBox(6,
                Ui.label("CREDITS", "meter-title"), credits, creditsCash, promo, promoRestricted, promoNonRestricted,
                gap(), Ui.label("BET", "meter-title"), bet, betInfo,
                gap(), Ui.label("WIN", "meter-title"), win, winCash, bonusAward,
                gap(), Ui.label("LAST WIN", "meter-title"), lastWin,
                gap(), note, error);
        meters.setPrefWidth(380);
        meters.setPadding(new Insets(8, 20, 8, 10));
        note.setWrapText(true);
        error.setWrapText(true);
        for (Label l : new Label[] {promoRestricted, promoNonRestricted, bonusAward}) {
            l.setWrapText(true);
            l.setMinHeight(Region.USE_PREF_SIZE); // a rule is read whole, never cut to "..."
        }
        setRight(meters);

        StackPane board = new StackPane(boardHolder, new WinShowView(controller));
        board.setMaxSize(820 * BOARD_SCALE, 600 * BOARD_SCALE);
        VBox centre = new VBox(6, board, caption);
        centre.setAlignment(Pos.TOP_CENTER);
        caption.setMaxWidth(860);
        caption.setWrapText(true);
        // Two lines fit under the board: a long cascade's sum wraps instead of ending in "..." (issue 24).
        caption.setMinHeight(Region.USE_PREF_SIZE);
        boardHolder.setPrefSize(820 * BOARD_SCALE, 600 * BOARD_SCALE);
        boardHolder.setMaxSize(820 * BOARD_SCALE, 600 * BOARD_SCALE);
        // The chrome must fit 720 logical pixels whatever the caption: a long caption may overlap,
        // never push the deck buttons off the screen.
        boardHolder.setMinSize(0, 0);
        centre.setMinHeight(0);
        setCenter(centre);
        BorderPane.setMargin(centre, new Insets(0, 0, 0, 20));

        Button spin = button(Input.SPIN, "spin", "SPIN");
        spin.getStyleClass().setAll("spin-button");
        Button cashOut = button(Input.CASH_OUT, "cash-out", "CASH OUT");
        cashOut.getStyleClass().add("cashout-button");
        HBox buttons = new HBox(10,
                button(Input.GAME_SELECT, "games", "GAMES"), button(Input.HELP, "help", "HELP"),
                button(Input.SETTINGS, "settings", "SETTINGS"), button(Input.HISTORY, "history", "HISTORY"),
                button(Input.SERVICE, "service", "SERVICE"), spacer(), cashOut, button(Input.AUTOPLAY, "autoplay", "AUTO"),
                button(Input.BET_DOWN, "bet-down", "BET -"), button(Input.BET_UP, "bet-up", "BET +"),
                button(Input.MAX_BET, "max-bet", "MAX BET"), spin);
        buttons.setAlignment(Pos.CENTER);
        buttons.setPadding(new Insets(6, 16, 12, 16));
        setBottom(buttons);

        for (Observable o : new Observable[] {model.state(), model.presenter(), model.autoplay(), model.note(),
            model.headline(), model.error(), controller.winShow().tier()}) {
            o.addListener(x -> refresh());
        }
        refresh();
    }

    private Button button(Input input, String id, String text) {
        Button b = Ui.button(id, text, () -> controller.press(input, Input.Source.TOUCH));
        deck.put(input, b);
        return b;
    }

    private void refresh() {
        KioskState s = model.state().get();
        if (s == null) {
            return;
        }
        Presenter p = model.presenter().get();
        if (p != bound) {
            bind(p);
        }
        MoneyFormat money = s.money();
        var game = s.currentGame();
        gameName.setText(game == null ? "" : game.name());
        credits.setText(money.credits(s.credits()));
        creditsCash.setText(money.currency(s.credits()));
        shown(promo, PromoText.total(s.promo(), money));
        shown(promoRestricted, PromoText.restricted(s.promo(), money));
        shown(promoNonRestricted, PromoText.nonRestricted(s.promo(), money));
        bet.setText(money.credits(s.bet()));
        betInfo.setText(game == null ? "" : "level " + s.betLevel() + " x " + game.coinsPerLevel() + "  ("
                + money.currency(s.bet()) + ")");
        lastWin.setText(money.credits(s.lastWin()) + "  (" + money.currency(s.lastWin()) + ")");
        shown(bonusAward, s.bonusCents() > 0 ? "BONUS AWARD " + money.cents(s.bonusCents()) : "");
        message.setText(message(s));
        // The kiosk's own note first, else the cabinet's message: both wrap in the meter column (issue 24), and
        // both stay in view during a lockup, so a bill refused then is answered on screen (issue 39 item 7).
        String own = model.note().get();
        note.setText(own != null && !own.isEmpty() ? own : s.message() == null ? "" : money.inText(s.message()));
        error.setText(model.error().get());
        AutoplayRun run = model.autoplay().get();
        autoplay.setText(run == null ? "" : "AUTOPLAY: " + run.left() + " left");
        deck.get(Input.AUTOPLAY).setText(run == null ? "AUTO" : "STOP");
        for (Map.Entry<Input, Button> e : deck.entrySet()) {
            e.getValue().setDisable(!controller.player().usable(e.getKey()));
        }
        long shown = p == null ? 0 : p.win().get();
        win.setText(money.credits(shown));
        winCash.setText(money.currency(shown));
    }

    /** A line that takes no room while it has nothing to say. */
    private static void shown(Label l, String text) {
        l.setText(text);
        l.setVisible(!text.isEmpty());
        l.setManaged(!text.isEmpty());
    }

    /** What the player needs to know now, in a few words (longer messages are in the note). */
    private String message(KioskState s) {
        if (s.lockup() != null) {
            return s.lockup().handpay() ? "HANDPAY PENDING - CALL ATTENDANT" : "CALL ATTENDANT";
        }
        if (!model.headline().get().isEmpty()) {
            return model.headline().get();
        }
        if (controller.winShow().running()) {
            return controller.winShow().tier().get().title() + "!";
        }
        if (s.credits() < s.bet() && s.round() == null) {
            return "INSERT BILL";
        }
        return s.round() != null ? "GOOD LUCK!" : "PRESS SPIN TO PLAY";
    }

    private void bind(Presenter p) {
        bound = p;
        boardHolder.getChildren().clear();
        caption.textProperty().unbind();
        if (p == null) {
            return;
        }
        Region board = p.view().node();
        Group scaled = new Group(board);
        board.setScaleX(BOARD_SCALE);
        board.setScaleY(BOARD_SCALE);
        boardHolder.getChildren().add(scaled);
        // The script's captions carry plain numbers: shown in the cabinet's grouping (issue 39 item 5).
        caption.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            KioskState s = model.state().get();
            return s == null ? p.caption().get() : s.rules().grouping().inText(p.caption().get());
        }, p.caption(), model.state()));
        p.win().addListener(x -> {
            KioskState s = model.state().get();
            if (s != null && bound == p) {
                win.setText(s.money().credits(p.win().get()));
                winCash.setText(s.money().currency(p.win().get()));
            }
        });
    }

    private static Region spacer() {
        Region r = new Region();
        HBox.setHgrow(r, Priority.ALWAYS);
        return r;
    }

    private static Region gap() {
        Region r = new Region();
        r.setPrefHeight(6);
        return r;
    }
}
