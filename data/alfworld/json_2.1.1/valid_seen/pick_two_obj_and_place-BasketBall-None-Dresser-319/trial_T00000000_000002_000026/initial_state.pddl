(define (problem plan_trial_T00000000_000002_000026)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BasketBallType - otype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KnifeType - otype
        PenType - otype
        BasketBall_bar__minus_01_dot_98_bar__plus_01_dot_11_bar__minus_01_dot_21 - object
        BasketBall_bar__plus_02_dot_47_bar__plus_00_dot_11_bar__minus_00_dot_52 - object
        AlarmClock_bar__plus_00_dot_47_bar__plus_01_dot_36_bar__plus_02_dot_66 - object
        AlarmClock_bar__minus_00_dot_65_bar__plus_00_dot_11_bar__minus_01_dot_99 - object
        Box_bar__plus_00_dot_17_bar__plus_01_dot_45_bar__minus_01_dot_87 - object
        Box_bar__plus_02_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_03 - object
        CellPhone_bar__plus_01_dot_54_bar__plus_00_dot_92_bar__minus_02_dot_74 - object
        CreditCard_bar__minus_01_dot_62_bar__plus_01_dot_47_bar__minus_00_dot_23 - object
        Pen_bar__minus_01_dot_35_bar__plus_01_dot_15_bar__plus_00_dot_30 - object
        Pen_bar__minus_01_dot_77_bar__plus_00_dot_78_bar__minus_00_dot_91 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_6_bar__minus_2_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_12_bar_6_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 loc_bar_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13 loc_bar_6_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType CellPhoneType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PenType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType BasketBall_bar__minus_01_dot_98_bar__plus_01_dot_11_bar__minus_01_dot_21 BasketBallType)
        (inReceptacle BasketBall_bar__minus_01_dot_98_bar__plus_01_dot_11_bar__minus_01_dot_21 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation BasketBall_bar__minus_01_dot_98_bar__plus_01_dot_11_bar__minus_01_dot_21 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable BasketBall_bar__minus_01_dot_98_bar__plus_01_dot_11_bar__minus_01_dot_21)
        (objectType BasketBall_bar__plus_02_dot_47_bar__plus_00_dot_11_bar__minus_00_dot_52 BasketBallType)
        (inReceptacle BasketBall_bar__plus_02_dot_47_bar__plus_00_dot_11_bar__minus_00_dot_52 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation BasketBall_bar__plus_02_dot_47_bar__plus_00_dot_11_bar__minus_00_dot_52 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable BasketBall_bar__plus_02_dot_47_bar__plus_00_dot_11_bar__minus_00_dot_52)
        (objectType AlarmClock_bar__plus_00_dot_47_bar__plus_01_dot_36_bar__plus_02_dot_66 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_00_dot_47_bar__plus_01_dot_36_bar__plus_02_dot_66 Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41)
        (objectAtLocation AlarmClock_bar__plus_00_dot_47_bar__plus_01_dot_36_bar__plus_02_dot_66 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (pickupable AlarmClock_bar__plus_00_dot_47_bar__plus_01_dot_36_bar__plus_02_dot_66)
        (objectType AlarmClock_bar__minus_00_dot_65_bar__plus_00_dot_11_bar__minus_01_dot_99 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_00_dot_65_bar__plus_00_dot_11_bar__minus_01_dot_99 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation AlarmClock_bar__minus_00_dot_65_bar__plus_00_dot_11_bar__minus_01_dot_99 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_00_dot_65_bar__plus_00_dot_11_bar__minus_01_dot_99)
        (objectType Box_bar__plus_00_dot_17_bar__plus_01_dot_45_bar__minus_01_dot_87 BoxType)
        (inReceptacle Box_bar__plus_00_dot_17_bar__plus_01_dot_45_bar__minus_01_dot_87 Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Box_bar__plus_00_dot_17_bar__plus_01_dot_45_bar__minus_01_dot_87 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Box_bar__plus_00_dot_17_bar__plus_01_dot_45_bar__minus_01_dot_87)
        (isReceptacleObject Box_bar__plus_00_dot_17_bar__plus_01_dot_45_bar__minus_01_dot_87)
        (objectType Box_bar__plus_02_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_03 BoxType)
        (inReceptacle Box_bar__plus_02_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_03 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Box_bar__plus_02_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_03 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Box_bar__plus_02_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_03)
        (isReceptacleObject Box_bar__plus_02_dot_26_bar__plus_01_dot_19_bar__plus_02_dot_03)
        (objectType CellPhone_bar__plus_01_dot_54_bar__plus_00_dot_92_bar__minus_02_dot_74 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_54_bar__plus_00_dot_92_bar__minus_02_dot_74 Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75)
        (objectAtLocation CellPhone_bar__plus_01_dot_54_bar__plus_00_dot_92_bar__minus_02_dot_74 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_54_bar__plus_00_dot_92_bar__minus_02_dot_74)
        (objectType CreditCard_bar__minus_01_dot_62_bar__plus_01_dot_47_bar__minus_00_dot_23 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_62_bar__plus_01_dot_47_bar__minus_00_dot_23 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (objectAtLocation CreditCard_bar__minus_01_dot_62_bar__plus_01_dot_47_bar__minus_00_dot_23 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_62_bar__plus_01_dot_47_bar__minus_00_dot_23)
        (objectType Pen_bar__minus_01_dot_35_bar__plus_01_dot_15_bar__plus_00_dot_30 PenType)
        (inReceptacle Pen_bar__minus_01_dot_35_bar__plus_01_dot_15_bar__plus_00_dot_30 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Pen_bar__minus_01_dot_35_bar__plus_01_dot_15_bar__plus_00_dot_30 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_35_bar__plus_01_dot_15_bar__plus_00_dot_30)
        (objectType Pen_bar__minus_01_dot_77_bar__plus_00_dot_78_bar__minus_00_dot_91 PenType)
        (inReceptacle Pen_bar__minus_01_dot_77_bar__plus_00_dot_78_bar__minus_00_dot_91 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (objectAtLocation Pen_bar__minus_01_dot_77_bar__plus_00_dot_78_bar__minus_00_dot_91 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Pen_bar__minus_01_dot_77_bar__plus_00_dot_78_bar__minus_00_dot_91)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 BasketBallType)
                                    (receptacleType ?r DresserType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 BasketBallType)
                                            (receptacleType ?r DresserType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
