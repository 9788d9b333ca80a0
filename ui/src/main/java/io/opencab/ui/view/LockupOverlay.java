package io.opencab.ui.view;

import io.opencab.ui.control.KioskModel;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Tilt and lockup overlay (issue 10): the reason, the handpay amount, and what to do, on an opaque plate over every
 * player screen. It covers the board only (issue 39 item 7): the message line above it, the credits and the
 * messages beside it and the deck buttons under it stay in view (the unusable buttons dimmed by the game screen),
 * and a touch outside the plate reaches SERVICE or CASH OUT.
 */
final class LockupOverlay extends StackPane {
    private final Label title = Ui.label("lockup-title", "", "lockup-title");
    private final Label amount = Ui.label("lockup-amount", "", "lockup-amount");
    private final Label cash = Ui.label("lockup-cash", "", "lockup-text");
    private final Label reason = Ui.label("lockup-reason", "", "lockup-text");
    private final Label todo = Ui.label("lockup-todo", "", "lockup-text");
    /** A cash-out's handpay with restricted promotional credits kept: they are not in the amount (issue 40). */
    private final Label promo = Ui.label("lockup-promo", "", "lockup-text");
    private final Label code = Ui.label("lockup-code", "", "lockup-text");
    private final VBox box = new VBox(18);
    /** Where the plate lies on the 1280 x 720 stage: over the game's board, between the message line and the deck. */
    static final javafx.geometry.Rectangle2D BOX = new javafx.geometry.Rectangle2D(10, 56, 880, 574);

    LockupOverlay(KioskModel model) {
        box.getChildren().addAll(title, amount, cash, reason, promo, todo, code);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().add("lockup");
        box.setMinSize(BOX.getWidth(), BOX.getHeight());
        box.setMaxSize(BOX.getWidth(), BOX.getHeight());
        box.setId("lockup");
        title.setWrapText(true);
        title.setMaxWidth(BOX.getWidth() - 80);
        title.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        for (Label l : new Label[] {reason, promo, todo}) {
            l.setWrapText(true);
            l.setMaxWidth(BOX.getWidth() - 80);
            l.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        }
        getChildren().add(box);
        StackPane.setAlignment(box, Pos.TOP_LEFT);
        box.setTranslateX(BOX.getMinX());
        box.setTranslateY(BOX.getMinY());
        setPickOnBounds(false);
        setId("lockup-overlay");
        model.state().addListener((o, a, s) -> refresh(s, model));
        model.screen().addListener(x -> refresh(model.state().get(), model));
        refresh(model.state().get(), model);
    }

    private void refresh(KioskState s, KioskModel model) {
        Lockup l = s == null ? null : s.lockup();
        boolean player = switch (model.screen().get()) {
            case PIN, ATTENDANT -> false;
            default -> true;
        };
        setVisible(l != null && player);
        if (l == null) {
            return;
        }
        title.setText(switch (l.kind()) {
            case HANDPAY_JACKPOT -> "JACKPOT - HANDPAY";
            case HANDPAY_CASHOUT -> "CASH OUT - HANDPAY";
            case DOOR_OPEN -> "DOOR OPEN";
            case TILT -> "TICKET_IN_DOUBT".equals(l.code()) || "REDEEM_IN_DOUBT".equals(l.code()) ? "TICKET IN DOUBT"
                : "MACHINE LOCKED";
            case HOST_DISABLED -> "DISABLED BY THE CASINO SYSTEM";
        });
        // The host's disable and a ticket in doubt are screens of their own (docs/ui.md): opaque, so the game
        // behind is not offered.
        boolean host = l.kind() == Lockup.Kind.HOST_DISABLED || "TICKET_IN_DOUBT".equals(l.code())
            || "REDEEM_IN_DOUBT".equals(l.code());
        box.getStyleClass().remove("lockup-host");
        getStyleClass().remove("host-disabled-screen");
        if (host) {
            box.getStyleClass().add("lockup-host");
            getStyleClass().add("host-disabled-screen");
        }
        boolean money = l.handpay() || l.amount() > 0;
        for (Label l2 : new Label[] {amount, cash}) {
            l2.setVisible(money);
            l2.setManaged(money); // no empty gap under the title when there is no amount
        }
        amount.setText(s.money().credits(l.amount()) + " CREDITS");
        cash.setText(s.money().currency(l.amount()));
        reason.setText(s.money().inText(l.reason()));
        String kept = l.kind() == Lockup.Kind.HANDPAY_CASHOUT ? PromoText.atCashOut(s.promo(), s.money()) : "";
        promo.setText(kept);
        promo.setVisible(!kept.isEmpty());
        promo.setManaged(!kept.isEmpty());
        todo.setText(l.whatToDo());
        code.setText(l.code() == null || l.code().isBlank() ? "" : "Code " + l.code());
    }
}
