package io.opencab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.api.FxRobot;

@ExtendWith(ApplicationExtension.class)
class SmokeFxTest {
    @Start
    void start(Stage stage) {
        Label l = new Label("hello");
        l.setId("hello");
        stage.setScene(new Scene(l, 200, 100));
        stage.show();
    }

    @Test
    void shows(FxRobot robot) {
        assertEquals("hello", robot.lookup("#hello").queryAs(Label.class).getText());
    }
}
