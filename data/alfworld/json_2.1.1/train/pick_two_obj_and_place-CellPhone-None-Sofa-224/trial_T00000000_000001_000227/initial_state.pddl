(define (problem plan_trial_T00000000_000001_000227)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BookType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WateringCanType - otype
        CellPhone_bar__minus_00_dot_67_bar__plus_00_dot_62_bar__plus_02_dot_06 - object
        CellPhone_bar__plus_00_dot_36_bar__plus_01_dot_44_bar__minus_00_dot_70 - object
        CellPhone_bar__plus_00_dot_24_bar__plus_00_dot_76_bar__minus_02_dot_01 - object
        Book_bar__plus_01_dot_56_bar__plus_00_dot_93_bar__minus_02_dot_20 - object
        Book_bar__plus_02_dot_84_bar__plus_00_dot_22_bar__minus_02_dot_83 - object
        CreditCard_bar__minus_02_dot_40_bar__plus_00_dot_34_bar__minus_02_dot_29 - object
        Pillow_bar__plus_01_dot_72_bar__plus_01_dot_45_bar__plus_01_dot_87 - object
        RemoteControl_bar__minus_01_dot_71_bar__plus_00_dot_50_bar__minus_00_dot_56 - object
        Statue_bar__plus_00_dot_21_bar__plus_00_dot_72_bar__plus_00_dot_54 - object
        WateringCan_bar__plus_02_dot_20_bar__plus_00_dot_21_bar__plus_02_dot_15 - object
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 - receptacle
        Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 - receptacle
        Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 - receptacle
        SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 - receptacle
        SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 - receptacle
        Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 - receptacle
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_11_bar_2_bar_0_bar_30 - location
        loc_bar_5_bar__minus_11_bar_2_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar_9_bar_6_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_5_bar_1_bar_30 - location
        loc_bar__minus_4_bar_8_bar_1_bar_30 - location
        loc_bar__minus_5_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar_6_bar_1_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar__minus_11_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37 loc_bar_9_bar_6_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57)
        (receptacleType Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37 loc_bar_10_bar_5_bar_2_bar_30)
        (openable Drawer_bar__plus_02_dot_99_bar__plus_00_dot_34_bar__plus_00_dot_37)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99 loc_bar__minus_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94 loc_bar__minus_5_bar_6_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_22_bar__plus_01_dot_94)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_47_bar__plus_01_dot_47)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99 loc_bar__minus_4_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42 loc_bar__minus_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42)
        (receptacleType Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_16_bar__plus_00_dot_02_bar__plus_01_dot_40 loc_bar_11_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BookType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType StatueType)
        (canContain DresserType WateringCanType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType CellPhone_bar__minus_00_dot_67_bar__plus_00_dot_62_bar__plus_02_dot_06 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_67_bar__plus_00_dot_62_bar__plus_02_dot_06 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_02_dot_42)
        (objectAtLocation CellPhone_bar__minus_00_dot_67_bar__plus_00_dot_62_bar__plus_02_dot_06 loc_bar__minus_4_bar_8_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_67_bar__plus_00_dot_62_bar__plus_02_dot_06)
        (objectType CellPhone_bar__plus_00_dot_36_bar__plus_01_dot_44_bar__minus_00_dot_70 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_36_bar__plus_01_dot_44_bar__minus_00_dot_70 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation CellPhone_bar__plus_00_dot_36_bar__plus_01_dot_44_bar__minus_00_dot_70 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_36_bar__plus_01_dot_44_bar__minus_00_dot_70)
        (objectType CellPhone_bar__plus_00_dot_24_bar__plus_00_dot_76_bar__minus_02_dot_01 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_00_dot_24_bar__plus_00_dot_76_bar__minus_02_dot_01 Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__plus_00_dot_37)
        (objectAtLocation CellPhone_bar__plus_00_dot_24_bar__plus_00_dot_76_bar__minus_02_dot_01 loc_bar_9_bar_6_bar_2_bar_30)
        (pickupable CellPhone_bar__plus_00_dot_24_bar__plus_00_dot_76_bar__minus_02_dot_01)
        (objectType Book_bar__plus_01_dot_56_bar__plus_00_dot_93_bar__minus_02_dot_20 BookType)
        (inReceptacle Book_bar__plus_01_dot_56_bar__plus_00_dot_93_bar__minus_02_dot_20 Drawer_bar__minus_00_dot_16_bar__plus_00_dot_72_bar__plus_00_dot_99)
        (objectAtLocation Book_bar__plus_01_dot_56_bar__plus_00_dot_93_bar__minus_02_dot_20 loc_bar__minus_4_bar_5_bar_1_bar_30)
        (pickupable Book_bar__plus_01_dot_56_bar__plus_00_dot_93_bar__minus_02_dot_20)
        (objectType Book_bar__plus_02_dot_84_bar__plus_00_dot_22_bar__minus_02_dot_83 BookType)
        (inReceptacle Book_bar__plus_02_dot_84_bar__plus_00_dot_22_bar__minus_02_dot_83 Dresser_bar__minus_00_dot_02_bar__plus_00_dot_01_bar__plus_01_dot_72)
        (objectAtLocation Book_bar__plus_02_dot_84_bar__plus_00_dot_22_bar__minus_02_dot_83 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Book_bar__plus_02_dot_84_bar__plus_00_dot_22_bar__minus_02_dot_83)
        (objectType CreditCard_bar__minus_02_dot_40_bar__plus_00_dot_34_bar__minus_02_dot_29 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_40_bar__plus_00_dot_34_bar__minus_02_dot_29 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation CreditCard_bar__minus_02_dot_40_bar__plus_00_dot_34_bar__minus_02_dot_29 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_40_bar__plus_00_dot_34_bar__minus_02_dot_29)
        (objectType Pillow_bar__plus_01_dot_72_bar__plus_01_dot_45_bar__plus_01_dot_87 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_72_bar__plus_01_dot_45_bar__plus_01_dot_87 Sofa_bar__minus_02_dot_96_bar__plus_00_dot_08_bar__plus_01_dot_39)
        (objectAtLocation Pillow_bar__plus_01_dot_72_bar__plus_01_dot_45_bar__plus_01_dot_87 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_72_bar__plus_01_dot_45_bar__plus_01_dot_87)
        (objectType RemoteControl_bar__minus_01_dot_71_bar__plus_00_dot_50_bar__minus_00_dot_56 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_71_bar__plus_00_dot_50_bar__minus_00_dot_56 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation RemoteControl_bar__minus_01_dot_71_bar__plus_00_dot_50_bar__minus_00_dot_56 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_71_bar__plus_00_dot_50_bar__minus_00_dot_56)
        (objectType Statue_bar__plus_00_dot_21_bar__plus_00_dot_72_bar__plus_00_dot_54 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_21_bar__plus_00_dot_72_bar__plus_00_dot_54 SideTable_bar__minus_00_dot_17_bar__plus_00_dot_01_bar__minus_02_dot_24)
        (objectAtLocation Statue_bar__plus_00_dot_21_bar__plus_00_dot_72_bar__plus_00_dot_54 loc_bar__minus_3_bar__minus_5_bar_2_bar_30)
        (pickupable Statue_bar__plus_00_dot_21_bar__plus_00_dot_72_bar__plus_00_dot_54)
        (objectType WateringCan_bar__plus_02_dot_20_bar__plus_00_dot_21_bar__plus_02_dot_15 WateringCanType)
        (inReceptacle WateringCan_bar__plus_02_dot_20_bar__plus_00_dot_21_bar__plus_02_dot_15 Drawer_bar__plus_02_dot_99_bar__plus_00_dot_09_bar__minus_00_dot_57)
        (objectAtLocation WateringCan_bar__plus_02_dot_20_bar__plus_00_dot_21_bar__plus_02_dot_15 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable WateringCan_bar__plus_02_dot_20_bar__plus_00_dot_21_bar__plus_02_dot_15)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CellPhoneType)
                                    (receptacleType ?r SofaType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CellPhoneType)
                                            (receptacleType ?r SofaType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
