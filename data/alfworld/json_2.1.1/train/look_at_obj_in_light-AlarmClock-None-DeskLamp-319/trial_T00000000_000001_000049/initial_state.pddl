(define (problem plan_trial_T00000000_000001_000049)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BasketBallType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        DeskLampType - otype
        KnifeType - otype
        PenType - otype
        DeskLamp_bar__plus_01_dot_70_bar__plus_00_dot_45_bar__plus_00_dot_30 - object
        AlarmClock_bar__minus_01_dot_56_bar__plus_01_dot_09_bar__minus_02_dot_46 - object
        AlarmClock_bar__minus_01_dot_86_bar__plus_00_dot_07_bar__minus_00_dot_16 - object
        AlarmClock_bar__minus_00_dot_08_bar__plus_00_dot_29_bar__plus_01_dot_10 - object
        BasketBall_bar__minus_01_dot_39_bar__plus_00_dot_42_bar__minus_02_dot_61 - object
        CreditCard_bar__plus_00_dot_67_bar__plus_01_dot_49_bar__plus_00_dot_52 - object
        CreditCard_bar__minus_01_dot_79_bar__plus_00_dot_12_bar__plus_01_dot_91 - object
        Pen_bar__plus_02_dot_60_bar__plus_01_dot_36_bar__plus_02_dot_56 - object
        Pen_bar__minus_01_dot_46_bar__plus_00_dot_42_bar__minus_01_dot_79 - object
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_12_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar__minus_7_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BasketBallType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PenType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_01_dot_70_bar__plus_00_dot_45_bar__plus_00_dot_30 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_01_dot_70_bar__plus_00_dot_45_bar__plus_00_dot_30 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation DeskLamp_bar__plus_01_dot_70_bar__plus_00_dot_45_bar__plus_00_dot_30 loc_bar_7_bar_1_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_01_dot_70_bar__plus_00_dot_45_bar__plus_00_dot_30)
        (objectType AlarmClock_bar__minus_01_dot_56_bar__plus_01_dot_09_bar__minus_02_dot_46 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_56_bar__plus_01_dot_09_bar__minus_02_dot_46 Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation AlarmClock_bar__minus_01_dot_56_bar__plus_01_dot_09_bar__minus_02_dot_46 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_56_bar__plus_01_dot_09_bar__minus_02_dot_46)
        (objectType AlarmClock_bar__minus_01_dot_86_bar__plus_00_dot_07_bar__minus_00_dot_16 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_86_bar__plus_00_dot_07_bar__minus_00_dot_16 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation AlarmClock_bar__minus_01_dot_86_bar__plus_00_dot_07_bar__minus_00_dot_16 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_86_bar__plus_00_dot_07_bar__minus_00_dot_16)
        (objectType AlarmClock_bar__minus_00_dot_08_bar__plus_00_dot_29_bar__plus_01_dot_10 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_00_dot_08_bar__plus_00_dot_29_bar__plus_01_dot_10 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation AlarmClock_bar__minus_00_dot_08_bar__plus_00_dot_29_bar__plus_01_dot_10 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_00_dot_08_bar__plus_00_dot_29_bar__plus_01_dot_10)
        (objectType BasketBall_bar__minus_01_dot_39_bar__plus_00_dot_42_bar__minus_02_dot_61 BasketBallType)
        (inReceptacle BasketBall_bar__minus_01_dot_39_bar__plus_00_dot_42_bar__minus_02_dot_61 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation BasketBall_bar__minus_01_dot_39_bar__plus_00_dot_42_bar__minus_02_dot_61 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable BasketBall_bar__minus_01_dot_39_bar__plus_00_dot_42_bar__minus_02_dot_61)
        (objectType CreditCard_bar__plus_00_dot_67_bar__plus_01_dot_49_bar__plus_00_dot_52 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_67_bar__plus_01_dot_49_bar__plus_00_dot_52 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (objectAtLocation CreditCard_bar__plus_00_dot_67_bar__plus_01_dot_49_bar__plus_00_dot_52 loc_bar_5_bar_5_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_67_bar__plus_01_dot_49_bar__plus_00_dot_52)
        (objectType CreditCard_bar__minus_01_dot_79_bar__plus_00_dot_12_bar__plus_01_dot_91 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_79_bar__plus_00_dot_12_bar__plus_01_dot_91 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (objectAtLocation CreditCard_bar__minus_01_dot_79_bar__plus_00_dot_12_bar__plus_01_dot_91 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_79_bar__plus_00_dot_12_bar__plus_01_dot_91)
        (objectType Pen_bar__plus_02_dot_60_bar__plus_01_dot_36_bar__plus_02_dot_56 PenType)
        (inReceptacle Pen_bar__plus_02_dot_60_bar__plus_01_dot_36_bar__plus_02_dot_56 Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Pen_bar__plus_02_dot_60_bar__plus_01_dot_36_bar__plus_02_dot_56 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Pen_bar__plus_02_dot_60_bar__plus_01_dot_36_bar__plus_02_dot_56)
        (objectType Pen_bar__minus_01_dot_46_bar__plus_00_dot_42_bar__minus_01_dot_79 PenType)
        (inReceptacle Pen_bar__minus_01_dot_46_bar__plus_00_dot_42_bar__minus_01_dot_79 Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Pen_bar__minus_01_dot_46_bar__plus_00_dot_42_bar__minus_01_dot_79 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_46_bar__plus_00_dot_42_bar__minus_01_dot_79)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o AlarmClockType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
