(define (problem plan_trial_T00000000_000001_000001)
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
        CreditCardType - otype
        KnifeType - otype
        PencilType - otype
        PillowType - otype
        Pencil_bar__plus_00_dot_48_bar__plus_00_dot_22_bar__plus_00_dot_70 - object
        Pencil_bar__plus_01_dot_39_bar__plus_00_dot_99_bar__minus_02_dot_34 - object
        AlarmClock_bar__plus_01_dot_33_bar__plus_01_dot_45_bar__plus_00_dot_94 - object
        Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01 - object
        CellPhone_bar__plus_02_dot_01_bar__plus_00_dot_76_bar__plus_00_dot_10 - object
        CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_80_bar__plus_00_dot_35 - object
        CreditCard_bar__plus_02_dot_31_bar__plus_01_dot_39_bar__plus_01_dot_97 - object
        CreditCard_bar__minus_01_dot_42_bar__plus_01_dot_19_bar__plus_00_dot_85 - object
        Pillow_bar__plus_00_dot_22_bar__plus_00_dot_23_bar__minus_01_dot_24 - object
        Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 - receptacle
        Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 - receptacle
        Drawer_bar__plus_01_dot_88_bar__plus_00_dot_73_bar__minus_02_dot_96 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_44_bar__plus_01_dot_51 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_03_dot_15 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 - receptacle
        Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 - receptacle
        loc_bar_10_bar__minus_6_bar_3_bar_30 - location
        loc_bar_4_bar__minus_10_bar_1_bar_30 - location
        loc_bar_5_bar_0_bar_1_bar_30 - location
        loc_bar_6_bar_4_bar_1_bar_30 - location
        loc_bar_6_bar_5_bar_1_bar_30 - location
        loc_bar_7_bar_6_bar_1_bar_30 - location
        loc_bar_8_bar_6_bar_1_bar_30 - location
        loc_bar_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar_9_bar_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar__minus_6_bar_3_bar_30)
        (receptacleType Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 loc_bar_5_bar_0_bar_1_bar_30)
        (receptacleType Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 DeskType)
        (receptacleAtLocation Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_88_bar__plus_00_dot_73_bar__minus_02_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_88_bar__plus_00_dot_73_bar__minus_02_dot_96 loc_bar_4_bar__minus_10_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_88_bar__plus_00_dot_73_bar__minus_02_dot_96)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51 loc_bar_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_44_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_44_bar__plus_01_dot_51 loc_bar_6_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_44_bar__plus_01_dot_51)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51 loc_bar_7_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51 loc_bar_8_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_99_bar__plus_01_dot_51)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51 loc_bar__minus_5_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_00_dot_51)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_03_dot_15 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_03_dot_15 loc_bar__minus_4_bar__minus_12_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_17_bar__minus_03_dot_15)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (receptacleType Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 loc_bar_9_bar_5_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (canContain BedType CellPhoneType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BowlType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType CreditCardType)
        (canContain DeskType PencilType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BowlType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType PencilType)
        (canContain FridgeType BowlType)
        (canContain MicrowaveType BowlType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BowlType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pencil_bar__plus_00_dot_48_bar__plus_00_dot_22_bar__plus_00_dot_70 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_48_bar__plus_00_dot_22_bar__plus_00_dot_70 Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (objectAtLocation Pencil_bar__plus_00_dot_48_bar__plus_00_dot_22_bar__plus_00_dot_70 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (pickupable Pencil_bar__plus_00_dot_48_bar__plus_00_dot_22_bar__plus_00_dot_70)
        (objectType Pencil_bar__plus_01_dot_39_bar__plus_00_dot_99_bar__minus_02_dot_34 PencilType)
        (inReceptacle Pencil_bar__plus_01_dot_39_bar__plus_00_dot_99_bar__minus_02_dot_34 Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51)
        (objectAtLocation Pencil_bar__plus_01_dot_39_bar__plus_00_dot_99_bar__minus_02_dot_34 loc_bar_9_bar_5_bar_1_bar_30)
        (pickupable Pencil_bar__plus_01_dot_39_bar__plus_00_dot_99_bar__minus_02_dot_34)
        (objectType AlarmClock_bar__plus_01_dot_33_bar__plus_01_dot_45_bar__plus_00_dot_94 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_01_dot_33_bar__plus_01_dot_45_bar__plus_00_dot_94 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (objectAtLocation AlarmClock_bar__plus_01_dot_33_bar__plus_01_dot_45_bar__plus_00_dot_94 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (pickupable AlarmClock_bar__plus_01_dot_33_bar__plus_01_dot_45_bar__plus_00_dot_94)
        (objectType Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (objectAtLocation Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (pickupable Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01)
        (cleanable Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01)
        (coolable Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01)
        (isReceptacleObject Bowl_bar__plus_00_dot_45_bar__plus_00_dot_90_bar__minus_02_dot_01)
        (objectType CellPhone_bar__plus_02_dot_01_bar__plus_00_dot_76_bar__plus_00_dot_10 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_02_dot_01_bar__plus_00_dot_76_bar__plus_00_dot_10 Drawer_bar__plus_01_dot_88_bar__plus_00_dot_73_bar__minus_02_dot_96)
        (objectAtLocation CellPhone_bar__plus_02_dot_01_bar__plus_00_dot_76_bar__plus_00_dot_10 loc_bar_4_bar__minus_10_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_02_dot_01_bar__plus_00_dot_76_bar__plus_00_dot_10)
        (objectType CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_80_bar__plus_00_dot_35 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_80_bar__plus_00_dot_35 Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (objectAtLocation CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_80_bar__plus_00_dot_35 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_11_bar__plus_00_dot_80_bar__plus_00_dot_35)
        (objectType CreditCard_bar__plus_02_dot_31_bar__plus_01_dot_39_bar__plus_01_dot_97 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_31_bar__plus_01_dot_39_bar__plus_01_dot_97 Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (objectAtLocation CreditCard_bar__plus_02_dot_31_bar__plus_01_dot_39_bar__plus_01_dot_97 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_31_bar__plus_01_dot_39_bar__plus_01_dot_97)
        (objectType CreditCard_bar__minus_01_dot_42_bar__plus_01_dot_19_bar__plus_00_dot_85 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_42_bar__plus_01_dot_19_bar__plus_00_dot_85 Drawer_bar__plus_02_dot_64_bar__plus_00_dot_16_bar__plus_01_dot_51)
        (objectAtLocation CreditCard_bar__minus_01_dot_42_bar__plus_01_dot_19_bar__plus_00_dot_85 loc_bar_6_bar_4_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_42_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (objectType Pillow_bar__plus_00_dot_22_bar__plus_00_dot_23_bar__minus_01_dot_24 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_22_bar__plus_00_dot_23_bar__minus_01_dot_24 Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07)
        (objectAtLocation Pillow_bar__plus_00_dot_22_bar__plus_00_dot_23_bar__minus_01_dot_24 loc_bar_5_bar_0_bar_1_bar_30)
        (pickupable Pillow_bar__plus_00_dot_22_bar__plus_00_dot_23_bar__minus_01_dot_24)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o PencilType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
