(define (problem plan_trial_T00000000_000001_000238)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BookType - otype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        RemoteControlType - otype
        WatchType - otype
        RemoteControl_bar__plus_01_dot_99_bar__plus_00_dot_46_bar__minus_01_dot_00 - object
        RemoteControl_bar__plus_01_dot_43_bar__plus_00_dot_15_bar__minus_02_dot_54 - object
        RemoteControl_bar__plus_01_dot_74_bar__plus_00_dot_03_bar__minus_00_dot_36 - object
        Book_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__plus_02_dot_38 - object
        KeyChain_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_02_dot_49 - object
        Laptop_bar__minus_00_dot_55_bar__plus_00_dot_41_bar__plus_01_dot_33 - object
        Laptop_bar__plus_00_dot_93_bar__plus_00_dot_44_bar__minus_00_dot_45 - object
        Watch_bar__minus_01_dot_13_bar__plus_00_dot_10_bar__plus_00_dot_48 - object
        Watch_bar__minus_02_dot_59_bar__plus_00_dot_01_bar__plus_00_dot_36 - object
        ArmChair_bar__plus_08_dot_23_bar__plus_00_dot_00_bar__plus_00_dot_77 - receptacle
        DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56 - receptacle
        Dresser_bar__plus_14_dot_33_bar__plus_00_dot_02_bar__plus_01_dot_32 - receptacle
        loc_bar_36_bar_3_bar_3_bar_30 - location
        loc_bar_38_bar_9_bar_0_bar_30 - location
        loc_bar_52_bar_0_bar_1_bar_30 - location
        loc_bar_52_bar_4_bar_1_bar_30 - location
        loc_bar_53_bar_5_bar_1_bar_30 - location
        loc_bar_54_bar_5_bar_1_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_3_bar_3_bar_30)
        (receptacleType ArmChair_bar__plus_08_dot_23_bar__plus_00_dot_00_bar__plus_00_dot_77 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_08_dot_23_bar__plus_00_dot_00_bar__plus_00_dot_77 loc_bar_36_bar_3_bar_3_bar_30)
        (receptacleType DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27 loc_bar_38_bar_9_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54 loc_bar_52_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56 loc_bar_52_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56 loc_bar_53_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56)
        (receptacleType Dresser_bar__plus_14_dot_33_bar__plus_00_dot_02_bar__plus_01_dot_32 DresserType)
        (receptacleAtLocation Dresser_bar__plus_14_dot_33_bar__plus_00_dot_02_bar__plus_01_dot_32 loc_bar_54_bar_5_bar_1_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType RemoteControlType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DresserType BookType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType RemoteControl_bar__plus_01_dot_99_bar__plus_00_dot_46_bar__minus_01_dot_00 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_99_bar__plus_00_dot_46_bar__minus_01_dot_00 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54)
        (objectAtLocation RemoteControl_bar__plus_01_dot_99_bar__plus_00_dot_46_bar__minus_01_dot_00 loc_bar_52_bar_0_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_99_bar__plus_00_dot_46_bar__minus_01_dot_00)
        (objectType RemoteControl_bar__plus_01_dot_43_bar__plus_00_dot_15_bar__minus_02_dot_54 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_43_bar__plus_00_dot_15_bar__minus_02_dot_54 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56)
        (objectAtLocation RemoteControl_bar__plus_01_dot_43_bar__plus_00_dot_15_bar__minus_02_dot_54 loc_bar_53_bar_5_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_43_bar__plus_00_dot_15_bar__minus_02_dot_54)
        (objectType RemoteControl_bar__plus_01_dot_74_bar__plus_00_dot_03_bar__minus_00_dot_36 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_74_bar__plus_00_dot_03_bar__minus_00_dot_36 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56)
        (objectAtLocation RemoteControl_bar__plus_01_dot_74_bar__plus_00_dot_03_bar__minus_00_dot_36 loc_bar_53_bar_5_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_74_bar__plus_00_dot_03_bar__minus_00_dot_36)
        (objectType Book_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__plus_02_dot_38 BookType)
        (inReceptacle Book_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__plus_02_dot_38 ArmChair_bar__plus_08_dot_23_bar__plus_00_dot_00_bar__plus_00_dot_77)
        (objectAtLocation Book_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__plus_02_dot_38 loc_bar_36_bar_3_bar_3_bar_30)
        (pickupable Book_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__plus_02_dot_38)
        (objectType KeyChain_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_02_dot_49 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_02_dot_49 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54)
        (objectAtLocation KeyChain_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_02_dot_49 loc_bar_52_bar_0_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_83_bar__plus_00_dot_53_bar__plus_02_dot_49)
        (objectType Laptop_bar__minus_00_dot_55_bar__plus_00_dot_41_bar__plus_01_dot_33 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_55_bar__plus_00_dot_41_bar__plus_01_dot_33 Dresser_bar__plus_14_dot_33_bar__plus_00_dot_02_bar__plus_01_dot_32)
        (objectAtLocation Laptop_bar__minus_00_dot_55_bar__plus_00_dot_41_bar__plus_01_dot_33 loc_bar_54_bar_5_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_55_bar__plus_00_dot_41_bar__plus_01_dot_33)
        (objectType Laptop_bar__plus_00_dot_93_bar__plus_00_dot_44_bar__minus_00_dot_45 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_93_bar__plus_00_dot_44_bar__minus_00_dot_45 ArmChair_bar__plus_08_dot_23_bar__plus_00_dot_00_bar__plus_00_dot_77)
        (objectAtLocation Laptop_bar__plus_00_dot_93_bar__plus_00_dot_44_bar__minus_00_dot_45 loc_bar_36_bar_3_bar_3_bar_30)
        (pickupable Laptop_bar__plus_00_dot_93_bar__plus_00_dot_44_bar__minus_00_dot_45)
        (objectType Watch_bar__minus_01_dot_13_bar__plus_00_dot_10_bar__plus_00_dot_48 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_13_bar__plus_00_dot_10_bar__plus_00_dot_48 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_01_dot_56)
        (objectAtLocation Watch_bar__minus_01_dot_13_bar__plus_00_dot_10_bar__plus_00_dot_48 loc_bar_53_bar_5_bar_1_bar_30)
        (pickupable Watch_bar__minus_01_dot_13_bar__plus_00_dot_10_bar__plus_00_dot_48)
        (objectType Watch_bar__minus_02_dot_59_bar__plus_00_dot_01_bar__plus_00_dot_36 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_59_bar__plus_00_dot_01_bar__plus_00_dot_36 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54)
        (objectAtLocation Watch_bar__minus_02_dot_59_bar__plus_00_dot_01_bar__plus_00_dot_36 loc_bar_52_bar_0_bar_1_bar_30)
        (pickupable Watch_bar__minus_02_dot_59_bar__plus_00_dot_01_bar__plus_00_dot_36)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 RemoteControlType)
                                    (receptacleType ?r DresserType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 RemoteControlType)
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
