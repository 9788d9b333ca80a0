package io.opencab.ui.control;

import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.Lockup;
import java.util.List;

/**
 * One answer the Handpay and tilts page offers for a lockup: its button and the request it sends. The page's buttons
 * and the deck's SPIN are made from the same list ({@link #of}), so a lockup an attendant can answer by touch can be
 * answered from the button deck too (docs/cleanroom-aft-bonus-2026-11-28.md D2: CLEAR TILT had no key).
 *
 * @param id      the button's node id ("tilt-clear", "handpay-paid", ...)
 * @param label   the button's text
 * @param request what pressing it asks of the cabinet
 */
public record LockupChoice(String id, String label, AttendantRequest request) {
    static final String TICKET_IN_DOUBT = "TICKET_IN_DOUBT";
    static final String REDEEM_IN_DOUBT = "REDEEM_IN_DOUBT";

    /**
     * The answers to {@code l}, in the page's order (top first): one for a handpay or a plain tilt, two where the
     * attendant must say what they found (a ticket or a redeemed ticket in doubt: never just "cleared",
     * docs/tito.md), none for a door or the casino system's disable (those end by themselves) or no lockup.
     */
    public static List<LockupChoice> of(Lockup l) {
        if (l == null) {
            return List.of();
        }
        if (l.handpay()) {
            return List.of(new LockupChoice("handpay-paid", "HANDPAY PAID", new AttendantRequest.HandpayPaid()));
        }
        if (l.kind() != Lockup.Kind.TILT) {
            return List.of();
        }
        return switch (l.code() == null ? "" : l.code()) {
            case TICKET_IN_DOUBT -> List.of(
                    new LockupChoice("ticket-printed", "TICKET PRINTED", new AttendantRequest.ResolveTicket(true)),
                    new LockupChoice("ticket-not-printed", "NOT PRINTED: HANDPAY", new AttendantRequest.ResolveTicket(false)));
            // A redeemed ticket authorised but not proven stacked: the attendant looks in the stacker (docs/tito.md).
            case REDEEM_IN_DOUBT -> List.of(
                    new LockupChoice("redeem-stacked", "IN THE STACKER: CREDIT IT", new AttendantRequest.ResolveRedeem(true)),
                    new LockupChoice("redeem-returned", "NOT IN THE STACKER: GIVEN BACK",
                            new AttendantRequest.ResolveRedeem(false)));
            default -> List.of(new LockupChoice("tilt-clear", "CLEAR TILT", new AttendantRequest.ClearTilt(l.code())));
        };
    }

    /** The page's line saying which deck key does what with {@code choices}, the one at {@code selected} lit. */
    public static String deckHint(List<LockupChoice> choices, int selected) {
        if (choices.isEmpty()) {
            return "";
        }
        if (choices.size() == 1) {
            return "Deck: SPIN presses " + choices.getFirst().label() + ".";
        }
        return "Deck: BET+ / BET- choose (the lit one: " + choices.get(selected).label() + "), SPIN presses it.";
    }
}
