package io.opencab.ui.view;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.Screen;
import javafx.beans.binding.Bindings;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.transform.Scale;

/**
 * The whole kiosk at its fixed logical resolution ({@link #WIDTH} x {@link #HEIGHT}), scaled
 * uniformly to the window or display and centred (letterboxed), so every cabinet screen shows
 * the same picture.
 */
public final class KioskView extends Pane {
    public static final double WIDTH = 1280;
    public static final double HEIGHT = 720;

    private final StackPane stage = new StackPane();

    public KioskView(KioskController controller) {
        KioskModel model = controller.model();
        stage.setPrefSize(WIDTH, HEIGHT);
        stage.setMinSize(WIDTH, HEIGHT);
        stage.setMaxSize(WIDTH, HEIGHT);
        stage.getStyleClass().add("kiosk-stage");
        stage.setId("kiosk-stage");
        Node intro = new IntroView(controller);
        Node select = new GameSelectView(controller);
        Node game = new GameView(controller);
        Node panels = new Panels(controller);
        Node pin = new PinView(controller);
        Node attendant = new AttendantView(controller);
        Node lockup = new LockupOverlay(model);
        visibleOn(intro, model, Screen.INTRO);
        visibleOn(select, model, Screen.GAME_SELECT);
        visibleOn(game, model, Screen.GAME);
        visibleOn(pin, model, Screen.PIN);
        visibleOn(attendant, model, Screen.ATTENDANT);
        panels.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> model.screen().get() == Screen.GAME && model.panel().get() != Screen.Panel.NONE,
                model.screen(), model.panel()));
        stage.getChildren().addAll(intro, select, game, panels, pin, attendant, lockup);
        Group scaled = new Group(stage);
        Scale scale = new Scale(1, 1, 0, 0);
        stage.getTransforms().add(scale);
        getChildren().add(scaled);
        Runnable fit = () -> {
            double k = Math.min(getWidth() / WIDTH, getHeight() / HEIGHT);
            if (k <= 0 || Double.isNaN(k)) {
                return;
            }
            scale.setX(k);
            scale.setY(k);
            scaled.setLayoutX((getWidth() - WIDTH * k) / 2);
            scaled.setLayoutY((getHeight() - HEIGHT * k) / 2);
        };
        widthProperty().addListener(x -> fit.run());
        heightProperty().addListener(x -> fit.run());
        setStyle("-fx-background-color: black;");
        getStylesheets().add(KioskView.class.getResource("kiosk.css").toExternalForm());
    }

    private static void visibleOn(Node n, KioskModel model, Screen screen) {
        n.visibleProperty().bind(model.screen().isEqualTo(screen));
    }

    /** The unscaled 1280 x 720 picture (screenshots snapshot this). */
    public StackPane logicalStage() {
        return stage;
    }
}
