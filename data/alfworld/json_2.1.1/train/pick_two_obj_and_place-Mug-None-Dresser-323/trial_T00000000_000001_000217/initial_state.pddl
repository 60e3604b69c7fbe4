(define (problem plan_trial_T00000000_000001_000217)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BowlType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        KnifeType - otype
        MugType - otype
        PenType - otype
        Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40 - object
        Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32 - object
        AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_51_bar__plus_02_dot_14 - object
        Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38 - object
        Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67 - object
        CellPhone_bar__minus_00_dot_49_bar__plus_01_dot_27_bar__plus_01_dot_88 - object
        Pen_bar__minus_00_dot_98_bar__plus_00_dot_71_bar__minus_02_dot_64 - object
        Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 - receptacle
        Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51 - receptacle
        Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 - receptacle
        loc_bar_5_bar_0_bar_1_bar_30 - location
        loc_bar_8_bar_6_bar_1_bar_30 - location
        loc_bar_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar_9_bar_5_bar_1_bar_30 - location
        loc_bar__minus_10_bar_3_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_3_bar_1_bar_30)
        (receptacleType Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 loc_bar_5_bar_0_bar_1_bar_30)
        (receptacleType Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51 loc_bar_8_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51 loc_bar__minus_5_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51)
        (receptacleType Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 loc_bar_9_bar_5_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (canContain BedType CellPhoneType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BowlType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BowlType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain FridgeType BowlType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BowlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40 MugType)
        (inReceptacle Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (objectAtLocation Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40)
        (cleanable Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40)
        (heatable Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40)
        (coolable Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40)
        (isReceptacleObject Mug_bar__plus_01_dot_55_bar__plus_00_dot_89_bar__plus_02_dot_40)
        (objectType Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32 MugType)
        (inReceptacle Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (objectAtLocation Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32)
        (cleanable Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32)
        (heatable Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32)
        (coolable Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32)
        (isReceptacleObject Mug_bar__minus_00_dot_34_bar__plus_00_dot_88_bar__minus_01_dot_32)
        (objectType AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_51_bar__plus_02_dot_14 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_51_bar__plus_02_dot_14 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (objectAtLocation AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_51_bar__plus_02_dot_14 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_51_bar__plus_02_dot_14)
        (objectType Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (objectAtLocation Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (pickupable Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38)
        (cleanable Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38)
        (coolable Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38)
        (isReceptacleObject Bowl_bar__plus_00_dot_05_bar__plus_00_dot_92_bar__minus_02_dot_38)
        (objectType Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67 Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51)
        (objectAtLocation Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67 loc_bar_9_bar_5_bar_1_bar_30)
        (pickupable Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67)
        (cleanable Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67)
        (coolable Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67)
        (isReceptacleObject Bowl_bar__minus_00_dot_18_bar__plus_01_dot_37_bar__plus_00_dot_67)
        (objectType CellPhone_bar__minus_00_dot_49_bar__plus_01_dot_27_bar__plus_01_dot_88 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_49_bar__plus_01_dot_27_bar__plus_01_dot_88 Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51)
        (objectAtLocation CellPhone_bar__minus_00_dot_49_bar__plus_01_dot_27_bar__plus_01_dot_88 loc_bar_9_bar_5_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_49_bar__plus_01_dot_27_bar__plus_01_dot_88)
        (objectType Pen_bar__minus_00_dot_98_bar__plus_00_dot_71_bar__minus_02_dot_64 PenType)
        (inReceptacle Pen_bar__minus_00_dot_98_bar__plus_00_dot_71_bar__minus_02_dot_64 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (objectAtLocation Pen_bar__minus_00_dot_98_bar__plus_00_dot_71_bar__minus_02_dot_64 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (pickupable Pen_bar__minus_00_dot_98_bar__plus_00_dot_71_bar__minus_02_dot_64)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 MugType)
                                    (receptacleType ?r DresserType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 MugType)
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
