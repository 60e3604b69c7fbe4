(define (problem plan_trial_T00000000_000001_000024)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        BedType - rtype
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        LaptopType - otype
        PenType - otype
        RemoteControlType - otype
        RemoteControl_bar__minus_01_dot_10_bar__plus_00_dot_31_bar__plus_01_dot_92 - object
        RemoteControl_bar__plus_02_dot_18_bar__plus_01_dot_10_bar__plus_00_dot_69 - object
        Laptop_bar__plus_02_dot_07_bar__plus_00_dot_40_bar__plus_02_dot_51 - object
        Pen_bar__minus_02_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_48 - object
        ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 - receptacle
        ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 - receptacle
        Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        loc_bar_12_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_2_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (receptacleType Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 loc_bar__minus_2_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar_4_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__plus_02_dot_06_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType RemoteControlType)
        (canContain BedType LaptopType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType RemoteControl_bar__minus_01_dot_10_bar__plus_00_dot_31_bar__plus_01_dot_92 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_10_bar__plus_00_dot_31_bar__plus_01_dot_92 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (objectAtLocation RemoteControl_bar__minus_01_dot_10_bar__plus_00_dot_31_bar__plus_01_dot_92 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_10_bar__plus_00_dot_31_bar__plus_01_dot_92)
        (objectType RemoteControl_bar__plus_02_dot_18_bar__plus_01_dot_10_bar__plus_00_dot_69 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_18_bar__plus_01_dot_10_bar__plus_00_dot_69 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (objectAtLocation RemoteControl_bar__plus_02_dot_18_bar__plus_01_dot_10_bar__plus_00_dot_69 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_18_bar__plus_01_dot_10_bar__plus_00_dot_69)
        (objectType Laptop_bar__plus_02_dot_07_bar__plus_00_dot_40_bar__plus_02_dot_51 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_07_bar__plus_00_dot_40_bar__plus_02_dot_51 ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61)
        (objectAtLocation Laptop_bar__plus_02_dot_07_bar__plus_00_dot_40_bar__plus_02_dot_51 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (pickupable Laptop_bar__plus_02_dot_07_bar__plus_00_dot_40_bar__plus_02_dot_51)
        (objectType Pen_bar__minus_02_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_48 PenType)
        (inReceptacle Pen_bar__minus_02_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_48 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (objectAtLocation Pen_bar__minus_02_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_48 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (pickupable Pen_bar__minus_02_dot_56_bar__plus_01_dot_12_bar__plus_01_dot_48)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r ArmChairType)
                        )
                    )
                )
            )
        )
    )
