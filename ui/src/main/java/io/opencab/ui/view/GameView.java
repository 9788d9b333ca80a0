package io.opencab.ui.view;

import io.opencab.ui.control.AutoplayRun;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.Money;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.Presenter;
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
 * mirroring the deck.
 */
final class GameView extends BorderPane {
    private static final double BOARD_SCALE = 0.88;

    private final KioskController controller;
    private final KioskModel model;
    private final Label gameName = Ui.label("game-name", "", "panel-title");
    private final Label message = Ui.label("message", "", "message");
    private final Label note = Ui.label("note", "", "note");
    private final Label error = Ui.label("error", "", "error");
    private final Label credits = Ui.label("credits", "", "meter-value");
    private final Label creditsCash = Ui.label("credits-cash", "", "meter-sub");
    private final Label bet = Ui.label("bet", "", "meter-value");
    private final Label betInfo = Ui.label("bet-info", "", "meter-sub");
    private final Label win = Ui.label("win", "0", "meter-value");
    private final Label winCash = Ui.label("win-cash", "", "meter-sub");
    private final Label lastWin = Ui.label("last-win", "", "meter-sub");
    private final Label caption = Ui.label("caption", "", "caption");
    private final Label autoplay = Ui.label("autoplay-status", "", "note");
    private final StackPane boardHolder = new StackPane();
    private final Button spin;
    private final Button autoButton;
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
                Ui.label("CREDITS", "meter-title"), credits, creditsCash,
                gap(), Ui.label("BET", "meter-title"), bet, betInfo,
                gap(), Ui.label("WIN", "meter-title"), win, winCash,
                gap(), Ui.label("LAST WIN", "meter-title"), lastWin,
                gap(), note, error);
        meters.setPrefWidth(380);
        meters.setPadding(new Insets(8, 20, 8, 10));
        note.setWrapText(true);
        error.setWrapText(true);
        setRight(meters);

        VBox centre = new VBox(6, boardHolder, caption);
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

        spin = Ui.button("spin", "SPIN", () -> controller.press(Input.SPIN, Input.Source.TOUCH));
        spin.getStyleClass().setAll("spin-button");
        autoButton = Ui.button("autoplay", "AUTO", () -> controller.press(Input.AUTOPLAY, Input.Source.TOUCH));
        Button cashOut = Ui.button("cash-out", "CASH OUT", () -> controller.press(Input.CASH_OUT, Input.Source.TOUCH));
        cashOut.getStyleClass().add("cashout-button");
        HBox buttons = new HBox(10,
                Ui.button("games", "GAMES", () -> controller.press(Input.GAME_SELECT, Input.Source.TOUCH)),
                Ui.button("help", "HELP", () -> controller.press(Input.HELP, Input.Source.TOUCH)),
                Ui.button("settings", "SETTINGS", () -> controller.press(Input.SETTINGS, Input.Source.TOUCH)),
                Ui.button("history", "HISTORY", () -> controller.press(Input.HISTORY, Input.Source.TOUCH)),
                Ui.button("service", "SERVICE", () -> controller.press(Input.SERVICE, Input.Source.TOUCH)),
                spacer(), cashOut, autoButton,
                Ui.button("bet-down", "BET -", () -> controller.press(Input.BET_DOWN, Input.Source.TOUCH)),
                Ui.button("bet-up", "BET +", () -> controller.press(Input.BET_UP, Input.Source.TOUCH)),
                Ui.button("max-bet", "MAX BET", () -> controller.press(Input.MAX_BET, Input.Source.TOUCH)),
                spin);
        buttons.setAlignment(Pos.CENTER);
        buttons.setPadding(new Insets(6, 16, 12, 16));
        setBottom(buttons);

        for (Observable o : new Observable[] {model.state(), model.presenter(), model.autoplay(), model.note(),
                model.error()}) {
            o.addListener(x -> refresh());
        }
        refresh();
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
        var game = s.currentGame();
        gameName.setText(game == null ? "" : game.name());
        credits.setText(Money.credits(s.credits()));
        creditsCash.setText(Money.currency(s.credits(), s.creditValueCents(), s.currency()));
        bet.setText(Money.credits(s.bet()));
        betInfo.setText(game == null ? "" : "level " + s.betLevel() + " x " + game.coinsPerLevel() + "  ("
                + Money.currency(s.bet(), s.creditValueCents(), s.currency()) + ")");
        lastWin.setText(Money.credits(s.lastWin()) + "  (" + Money.currency(s.lastWin(), s.creditValueCents(), s.currency()) + ")");
        message.setText(message(s));
        // The kiosk's own note first, else the cabinet's message: both wrap in the meter column (issue 24).
        String own = model.note().get();
        note.setText(own != null && !own.isEmpty() ? own : s.message() == null ? "" : s.message());
        error.setText(model.error().get());
        AutoplayRun run = model.autoplay().get();
        autoplay.setText(run == null ? "" : "AUTOPLAY: " + run.left() + " left");
        autoButton.setText(run == null ? "AUTO" : "STOP");
        autoButton.setDisable(!s.rules().autoplayAllowed());
        winCash.setText(Money.currency(p == null ? 0 : p.win().get(), s.creditValueCents(), s.currency()));
    }

    /** What the player needs to know now, in a few words (longer messages are in the note). */
    private String message(KioskState s) {
        if (s.lockup() != null) {
            return s.lockup().handpay() ? "HANDPAY PENDING - CALL ATTENDANT" : "CALL ATTENDANT";
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
        caption.textProperty().bind(p.caption());
        win.setText(Money.credits(p.win().get()));
        p.win().addListener(x -> {
            KioskState s = model.state().get();
            if (s != null && bound == p) {
                win.setText(Money.credits(p.win().get()));
                winCash.setText(Money.currency(p.win().get(), s.creditValueCents(), s.currency()));
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
